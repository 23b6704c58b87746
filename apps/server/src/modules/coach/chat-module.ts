import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { createChatRepository } from './chat-repository.ts';
import { registerChatRoutes } from './chat-routes.ts';
import { type ChatProfile, createChatService } from './chat-service.ts';
import type { ChatPorts } from './chat-tools.ts';
import type { LanguageModel } from './model/language-model.ts';

/**
 * The coach's chat wired: its repository, service and routes over the plans and progress modules' ports and the
 * operator's model (the narrator's; null: the chat answers 404 and never calls anything).
 */
export function createChatModule(deps: {
  db: Db;
  model: LanguageModel | null;
  ports: ChatPorts;
  profile: (userId: string) => Promise<ChatProfile | null>;
  calendar: Parameters<typeof createChatService>[0]['calendar'];
  plan: Parameters<typeof createChatService>[0]['plan'];
  limiter: RateLimiter;
  now?: () => Date;
}) {
  const chat = createChatService({
    repo: createChatRepository(deps.db),
    model: deps.model,
    ports: deps.ports,
    profile: deps.profile,
    calendar: deps.calendar,
    plan: deps.plan,
    now: deps.now ?? (() => new Date()),
  });
  return {
    chat,
    register(app: FastifyInstance, authenticate: Authenticate) {
      registerChatRoutes(app, { authenticate, chat, limiter: deps.limiter });
    },
  };
}
