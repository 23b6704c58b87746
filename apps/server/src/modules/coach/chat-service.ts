import { localDay, safeTimeZone } from '@domestique/coach';
import {
  CHAT_HISTORY_TURNS,
  type ChatHistory,
  type ChatProposal,
  type ChatReply,
  type Language,
  type ProposalChange,
  type SessionAction,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import { downReply, lostReply, proposalSummary } from './chat-copy.ts';
import type { ChatRepository, ProposalRow } from './chat-repository.ts';
import { type ChatPorts, chatTools } from './chat-tools.ts';
import type { LanguageModel } from './model/language-model.ts';

/** Model calls per message at most: tool rounds and the answer (issue #19). */
export const CHAT_MAX_STEPS = 4;
/** A proposal waits this long for the rider; after that the plan may have moved on. */
export const PROPOSAL_TTL_MS = 24 * 3600_000;
/** Turns shown by `GET /api/coach/chat`. */
const HISTORY_SHOWN = 40;

export interface ChatProfile {
  ai_coach: boolean;
  coach_gender: 'male' | 'female';
  timezone: string | null;
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', pt: 'Brazilian Portuguese', es: 'Spanish' };

function systemPrompt(lang: Language, voice: 'male' | 'female', today: string): string {
  return [
    `You are the rider's cycling coach in the Domestique app (a ${voice === 'female' ? 'woman' : 'man'}: in Portuguese and Spanish, words about yourself agree in gender).`,
    `Answer in ${LANGUAGE_NAMES[lang]}, briefly. Today is ${today} (the rider's local day).`,
    'Use the tools for every fact about the plan, rides, fitness and check-ins; never state a number or a date a tool did not give you.',
    'You cannot change the plan. To suggest a change call propose_move or propose_skip with a session uid from get_week; the rider sees it as a card and decides. Say that it is a proposal.',
  ].join('\n');
}

/**
 * The coach's chat: a rider who opted in asks, the operator's model answers with read-only tools and proposal tools
 * (dry runs of the plan engine's own actions); the exchange and its proposals are stored; a proposal changes the
 * plan only when the rider accepts it, through the calendar's own action (stored as the rider's change, with undo).
 */
export function createChatService(deps: {
  repo: ChatRepository;
  model: LanguageModel | null;
  ports: ChatPorts;
  profile: (userId: string) => Promise<ChatProfile | null>;
  calendar: {
    move(userId: string, uid: string, toDate: string, lang: Language, via: 'chat'): Promise<SessionAction>;
    skip(userId: string, uid: string, lang: Language, via: 'chat'): Promise<SessionAction>;
  };
  now: () => Date;
}) {
  const { repo } = deps;

  function view(p: ProposalRow, lang: Language, now: Date): ChatProposal {
    const expired = p.status === 'pending' && p.expiresAt.getTime() <= now.getTime();
    return {
      id: p.id,
      summary: proposalSummary(p.changes, lang),
      changes: p.changes,
      status: expired ? 'expired' : (p.status as ChatProposal['status']),
      expiresAt: p.expiresAt.toISOString(),
    };
  }

  /** The proposal, still open, or the error the rider reads. */
  async function open(userId: string, id: string): Promise<ProposalRow> {
    const p = await repo.findProposal(userId, id);
    if (!p) throw new HttpError(404, 'proposal_not_found');
    if (p.status !== 'pending') throw new HttpError(409, 'proposal_closed');
    if (p.expiresAt.getTime() <= deps.now().getTime()) throw new HttpError(409, 'proposal_expired');
    return p;
  }

  return {
    /** Whether the chat can run for anyone on this server (a model is configured). */
    model: deps.model?.name ?? null,

    async chat(userId: string, message: string, lang: Language): Promise<ChatReply> {
      const model = deps.model;
      // checked before anything reaches a model: no model, or no opt-in, is no request at all
      if (!model) throw new HttpError(404, 'coach_chat_unavailable');
      const profile = await deps.profile(userId);
      if (!profile?.ai_coach) throw new HttpError(409, 'coach_chat_not_opted_in');
      const now = deps.now();
      const today = localDay(safeTimeZone(profile.timezone), now);
      const history = await repo.lastTurns(userId, CHAT_HISTORY_TURNS);
      const proposals: ProposalChange[] = [];
      const result = await model.chat({
        system: systemPrompt(lang, profile.coach_gender, today),
        messages: [
          ...history.map((t) => ({
            role: t.role === 'rider' ? ('user' as const) : ('assistant' as const),
            content: t.text,
          })),
          { role: 'user', content: message },
        ],
        tools: chatTools(deps.ports, { userId, lang, today, now }, proposals),
        maxSteps: CHAT_MAX_STEPS,
      });
      // a failed call keeps nothing it proposed: the rider never heard the reasons for it
      const kept = result.ok ? proposals : [];
      const text = !result.ok ? downReply(lang) : result.value.text || lostReply(lang, profile.coach_gender);
      const byModel = result.ok && result.value.text !== '';
      const saved = await repo.saveExchange(userId, {
        message,
        reply: text,
        model: byModel ? model.name : null,
        at: now,
        proposals: kept.map((c) => ({ changes: [c], expiresAt: new Date(now.getTime() + PROPOSAL_TTL_MS) })),
      });
      return {
        reply: text,
        model: byModel ? model.name : null,
        proposals: saved.proposals.map((p) => view(p, lang, now)),
      };
    },

    async history(userId: string, lang: Language): Promise<ChatHistory> {
      const turns = await repo.lastTurns(userId, HISTORY_SHOWN);
      const proposals = await repo.proposalsOfTurns(
        userId,
        turns.filter((t) => t.role === 'coach').map((t) => t.id),
      );
      const now = deps.now();
      return {
        turns: turns.map((t) => ({
          id: t.id,
          role: t.role as 'rider' | 'coach',
          text: t.text,
          model: t.model,
          at: t.createdAt.toISOString(),
          proposals: proposals.filter((p) => p.turnId === t.id).map((p) => view(p, lang, now)),
        })),
      };
    },

    /** Applies a proposal through the calendar's own action (its rules checked again on the plan as it is now). */
    async accept(userId: string, id: string, lang: Language): Promise<SessionAction> {
      const p = await open(userId, id);
      if (!(await repo.close(userId, id, 'accepted', deps.now())))
        throw new HttpError(409, 'proposal_closed');
      const change = p.changes[0]!;
      try {
        return change.kind === 'move' && change.toDate
          ? await deps.calendar.move(userId, change.uid, change.toDate, lang, 'chat')
          : await deps.calendar.skip(userId, change.uid, lang, 'chat');
      } catch (error) {
        // the plan moved on since (session gone, day passed): the proposal stays open to be dismissed
        await repo.reopen(userId, id);
        throw error;
      }
    },

    async dismiss(userId: string, id: string) {
      await open(userId, id);
      if (!(await repo.close(userId, id, 'dismissed', deps.now())))
        throw new HttpError(409, 'proposal_closed');
      return { id, status: 'dismissed' as const };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
