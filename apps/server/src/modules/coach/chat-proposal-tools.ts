import { addDays, UNAVAILABLE_REASONS, type UnavailableReason } from '@domestique/coach';
import { type CalendarView, type Language, type ProposalChange, planDaySchema } from '@domestique/contract';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { type ProposalRefusal, refusalWords } from './chat-proposal-copy.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const uid = z.string().min(1).max(200);

/** A calendar action the chat may propose (the plans module's `CalendarProposal`). */
export type ProposedAction =
  | { kind: 'move'; uid: string; toDate: string }
  | { kind: 'skip'; uid: string }
  | { kind: 'swap'; uid: string; workoutId: string }
  | { kind: 'unavailable'; from: string; to: string; reason: UnavailableReason };

/** What the proposal tools dry-run, as ports (the plans module's, wired in the composition root). */
export interface ProposalPorts {
  calendar(userId: string, q: { from: string; to: string }, lang: Language): Promise<CalendarView>;
  /** The calendar's own rule on the active plan, nothing written; `affected`: the uids of the sessions it changes. */
  dryRun(
    userId: string,
    action: ProposedAction,
  ): Promise<
    { ok: true; warnings: readonly string[]; affected: readonly string[] } | { ok: false; reason: string }
  >;
  /** The calendar's alternatives of a session (same purpose, fits the day); null: no such session. */
  alternatives(
    userId: string,
    uid: string,
    lang: Language,
  ): Promise<{ workoutId: string; name: string; durationS: number; tss: number; level: number }[] | null>;
  /** The active plan's training week (hours, riding days Monday first), what `propose_week` changes; null: no plan. */
  trainingWeek(userId: string): Promise<{ weeklyHours: number; days: string[] } | null>;
  /** The training week the settings would make of the ask (`PATCH /api/plans/active`'s schema), nothing written. */
  week(
    userId: string,
    ask: { weeklyHours?: number | undefined; days?: string[] | undefined },
  ): Promise<
    | {
        ok: true;
        before: { weeklyHours: number; days: ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[] };
        update: Pick<Extract<ProposalChange, { kind: 'week' }>, 'weeklyHours' | 'availability'>;
      }
    | { ok: false; reason: string }
  >;
}

/** At most this many proposals come out of one message (a chat proposes, it does not re-plan). */
export const MAX_PROPOSALS_PER_TURN = 3;

const REFUSALS = new Set<string>([
  'notFound',
  'inPast',
  'outsidePlan',
  'sameDay',
  'notAlternative',
  'noPlan',
  'tooManyProposals',
  'rangeEndBeforeStart',
  'rangeTooLong',
  'hoursOutOfRange',
  'daysInvalid',
  'sameWeek',
  'nothingToChange',
  'dateInvalid',
] satisfies ProposalRefusal[]);

/**
 * The chat's proposal tools for one rider and one turn: each runs the rule of the rider's own action (the calendar's
 * move, skip, swap, days unavailable; the settings' new week) on a dry run and collects the proposal — they write
 * nothing, and the model never gets a tool that does. The model's arguments are untrusted: what the rules refuse goes
 * back as `{ok: false, reason, message}` (the message in the rider's language, in the coach's voice).
 */
export function proposalTools(
  ports: ProposalPorts,
  rider: { userId: string; lang: Language; today: string; voice: 'male' | 'female' },
  proposals: ProposalChange[],
): ToolSet {
  const { userId, lang, today } = rider;
  const no = (reason: string) => ({
    ok: false as const,
    reason,
    ...(REFUSALS.has(reason) ? { message: refusalWords(reason as ProposalRefusal, lang, rider.voice) } : {}),
  });
  /** The planned sessions of `from`…`to`, read in windows the calendar accepts (at most 60 days each). */
  const sessionsOf = async (from: string, to: string) => {
    const found: CalendarView['days'][number]['sessions'] = [];
    for (let start = from; start <= to; start = addDays(start, 60)) {
      const end = addDays(start, 59) < to ? addDays(start, 59) : to;
      found.push(
        ...(await ports.calendar(userId, { from: start, to: end }, lang)).days.flatMap((d) => d.sessions),
      );
    }
    return found;
  };
  // the sessions a change may touch: from yesterday (the rider's day may lag the server's) two months on
  const sessionOn = async (id: string) =>
    (await sessionsOf(addDays(today, -1), addDays(today, 60))).find((s) => s.uid === id) ?? null;

  const full = () => proposals.length >= MAX_PROPOSALS_PER_TURN;

  async function collect(change: ProposalChange) {
    // checked again here: the model's calls of one step run side by side, each past the first check before any pushed
    if (full()) return no('tooManyProposals');
    proposals.push(change);
    return {
      ok: true,
      proposed: change,
      note: 'Shown to the rider as a card to accept or dismiss; nothing changed yet.',
    };
  }

  async function proposeSession(
    action: Extract<ProposedAction, { kind: 'move' | 'skip' | 'swap' }>,
    toWorkoutName?: string,
  ) {
    const result = await ports.dryRun(userId, action);
    if (!result.ok) return no(result.reason);
    const session = await sessionOn(action.uid);
    if (!session) return no('notFound');
    const base = {
      uid: action.uid,
      workoutName: session.name,
      fromDate: session.date,
      warnings: [...result.warnings],
    };
    return collect(
      action.kind === 'swap'
        ? {
            kind: 'swap',
            ...base,
            workoutId: action.workoutId,
            toWorkoutName: toWorkoutName ?? action.workoutId,
          }
        : { kind: action.kind, ...base, toDate: action.kind === 'move' ? action.toDate : null },
    );
  }

  return {
    get_alternatives: tool({
      description:
        'Workouts of the same purpose that fit a planned session’s day (uid from get_week), nearest level first: what propose_swap may swap it for.',
      inputSchema: z.object({ uid }),
      execute: async ({ uid: id }) => {
        const list = await ports.alternatives(userId, id, lang);
        return list ?? no('notFound');
      },
    }),
    propose_move: tool({
      description:
        'Propose moving a planned session (uid from get_week) to another day (today or later, within the plan). Checked by the plan’s rules; the rider accepts or dismisses it.',
      inputSchema: z.object({ uid, toDate: day }),
      execute: ({ uid: id, toDate }) =>
        full() ? no('tooManyProposals') : proposeSession({ kind: 'move', uid: id, toDate }),
    }),
    propose_skip: tool({
      description:
        'Propose skipping a planned session (uid from get_week), today or later. The rider decides.',
      inputSchema: z.object({ uid }),
      execute: ({ uid: id }) => (full() ? no('tooManyProposals') : proposeSession({ kind: 'skip', uid: id })),
    }),
    propose_swap: tool({
      description:
        'Propose swapping a planned ride (uid from get_week), today or later, for another workout of the same purpose (workoutId from get_alternatives).',
      inputSchema: z.object({ uid, workoutId: z.string().min(1).max(200) }),
      execute: async ({ uid: id, workoutId }) => {
        if (full()) return no('tooManyProposals');
        // what the rider's own swap offers: the calendar's alternatives, nothing else
        const list = await ports.alternatives(userId, id, lang);
        if (!list) return no('notFound');
        const pick = list.find((w) => w.workoutId === workoutId);
        if (!pick) return no('notAlternative');
        return proposeSession({ kind: 'swap', uid: id, workoutId }, pick.name);
      },
    }),
    propose_unavailable: tool({
      description:
        'Propose marking days the rider cannot ride (illness, travel, other), from today on, first and last day inclusive (at most 62 days). The plan then moves key sessions and takes the rest off.',
      inputSchema: z.object({ from: day, to: day, reason: z.enum(UNAVAILABLE_REASONS) }),
      execute: async ({ from, to, reason }) => {
        if (full()) return no('tooManyProposals');
        // a day that is no calendar day (30 February) would be stored as the range: the calendar route's own check
        if (!planDaySchema.safeParse(from).success || !planDaySchema.safeParse(to).success)
          return no('dateInvalid');
        const result = await ports.dryRun(userId, { kind: 'unavailable', from, to, reason });
        if (!result.ok) return no(result.reason);
        const affected = new Set(result.affected);
        const touched = result.affected.length
          ? (await sessionsOf(addDays(today, -1), addDays(to, 14))).filter((s) => affected.has(s.uid))
          : [];
        return collect({
          kind: 'unavailable',
          from,
          to,
          reason,
          sessions: touched.map((s) => ({ uid: s.uid, workoutName: s.name, date: s.date })),
          warnings: [],
        });
      },
    }),
    propose_week: tool({
      description:
        'Propose a new training week: weekly hours and/or the days of the week the rider can ride (mon, tue, wed, thu, fri, sat, sun). The plan is re-planned from today when the rider accepts.',
      inputSchema: z.object({
        weeklyHours: z.number().optional().describe('hours per week'),
        days: z.array(z.string().max(20)).max(14).optional().describe('e.g. ["tue", "thu", "sat", "sun"]'),
      }),
      execute: async ({ weeklyHours, days }) => {
        if (full()) return no('tooManyProposals');
        // "Monday", " tue " and "mon" are the same day to a rider; anything else is refused by the settings' schema
        const named = days?.map((d) => d.trim().toLowerCase().slice(0, 3));
        const result = await ports.week(userId, { weeklyHours, days: named });
        if (!result.ok) return no(result.reason);
        return collect({
          kind: 'week',
          fromHours: result.before.weeklyHours,
          fromDays: result.before.days,
          weeklyHours: result.update.weeklyHours,
          availability: result.update.availability,
          warnings: [],
        });
      },
    }),
  };
}
