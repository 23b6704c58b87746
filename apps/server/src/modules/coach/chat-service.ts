import { localDay, safeTimeZone } from '@domestique/coach';
import {
  CHAT_HISTORY_TURNS,
  type ChatHistory,
  type ChatProposal,
  type ChatReply,
  type Language,
  type PlanChangeView,
  type PlanUpdate,
  type ProposalAccepted,
  type ProposalChange,
  type SessionAction,
  type UnavailableInput,
} from '@domestique/contract';
import { HttpError } from '../../http/errors.ts';
import { downReply, lostReply } from './chat-copy.ts';
import { proposalSummary } from './chat-proposal-copy.ts';
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
    'You cannot change the plan. To suggest a change call a propose_ tool: propose_move, propose_skip or propose_swap (a session uid from get_week; a workoutId from get_alternatives), propose_unavailable (days the rider cannot ride) or propose_week (weekly hours, riding days). The rider sees it as a card and decides. Say that it is a proposal; if a tool refuses, tell the rider its message.',
  ].join('\n');
}

/**
 * The coach's chat: a rider who opted in asks, the operator's model answers with read-only tools and proposal tools
 * (dry runs of the rider's own actions); the exchange and its proposals are stored; a proposal changes the plan only
 * when the rider accepts it, through the action the rider would use (the calendar's move, skip, swap or days
 * unavailable, the plan's settings), stored with trigger chat and its undo.
 */
export function createChatService(deps: {
  repo: ChatRepository;
  model: LanguageModel | null;
  ports: ChatPorts;
  profile: (userId: string) => Promise<ChatProfile | null>;
  /** The rider's own actions, each with `via: 'chat'` (stored with trigger chat, undoable). */
  calendar: {
    move(userId: string, uid: string, toDate: string, lang: Language, via: 'chat'): Promise<SessionAction>;
    skip(userId: string, uid: string, lang: Language, via: 'chat'): Promise<SessionAction>;
    swap(userId: string, uid: string, workoutId: string, lang: Language, via: 'chat'): Promise<SessionAction>;
    markUnavailable(
      userId: string,
      input: UnavailableInput,
      lang: Language,
      via: 'chat',
    ): Promise<{ changes: PlanChangeView[] }>;
  };
  /** The plan's settings route (`PATCH /api/plans/active`), `via: 'chat'`. */
  plan: {
    update(
      userId: string,
      body: PlanUpdate,
      lang: Language,
      via: 'chat',
    ): Promise<{ changes: PlanChangeView[] }>;
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

  /** One proposed change made by the action the rider would use for it, as the chat's trigger. */
  async function apply(userId: string, c: ProposalChange, lang: Language): Promise<ProposalAccepted> {
    const one = (r: SessionAction) => ({ changes: [r.change], warnings: r.warnings });
    switch (c.kind) {
      case 'move':
        return c.toDate
          ? one(await deps.calendar.move(userId, c.uid, c.toDate, lang, 'chat'))
          : one(await deps.calendar.skip(userId, c.uid, lang, 'chat'));
      case 'skip':
        return one(await deps.calendar.skip(userId, c.uid, lang, 'chat'));
      case 'swap':
        return one(await deps.calendar.swap(userId, c.uid, c.workoutId, lang, 'chat'));
      case 'unavailable': {
        const input = { from: c.from, to: c.to, reason: c.reason };
        return {
          changes: (await deps.calendar.markUnavailable(userId, input, lang, 'chat')).changes,
          warnings: [],
        };
      }
      case 'week': {
        const body = { weeklyHours: c.weeklyHours, availability: c.availability };
        return { changes: (await deps.plan.update(userId, body, lang, 'chat')).changes, warnings: [] };
      }
    }
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
        tools: chatTools(deps.ports, { userId, lang, today, now, voice: profile.coach_gender }, proposals),
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

    /** Applies a proposal through the rider's own action (its rules checked again on the plan as it is now). */
    async accept(userId: string, id: string, lang: Language): Promise<ProposalAccepted> {
      const p = await open(userId, id);
      if (!(await repo.close(userId, id, 'accepted', deps.now())))
        throw new HttpError(409, 'proposal_closed');
      try {
        return await apply(userId, p.changes[0]!, lang);
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
