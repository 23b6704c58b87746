import { UNAVAILABLE_REASONS } from '@domestique/coach';
import { z } from 'zod';
import { MOVE_WARNINGS } from './calendar.ts';
import { planChangeSchema, planDaySchema } from './plan-common.ts';
import { planAvailabilitySchema } from './plans.ts';
import { WEEKDAYS } from './profile.ts';

/** The longest message a rider can send the coach's chat (a question, not a document). */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** Turns of a rider's conversation kept and sent back to the model as context. */
export const CHAT_HISTORY_TURNS = 10;

/** `POST /api/coach/chat`. */
export const chatMessageSchema = z.strictObject({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

const sessionChange = {
  uid: z.string(),
  workoutName: z.string(),
  /** The day the session is on. */
  fromDate: planDaySchema,
};
/** The engine's warnings about the change (a move onto a hard day's neighbour, over a day's cap…). */
const warnings = z.array(z.string());

/**
 * What a proposal would change, computed by the plan engine's own rider action on a dry run, nothing written until
 * it is accepted: a session moved or skipped (`toDate` the day a move goes to), swapped for an alternative of the same
 * purpose, days marked unavailable (the planned sessions on them, which the coach then moves or takes off), or the
 * training week's hours and days (the plan re-planned from today, as `PATCH /api/plans/active` does).
 */
export const proposalChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['move', 'skip']), ...sessionChange, toDate: planDaySchema.nullable(), warnings }),
  z.object({
    kind: z.literal('swap'),
    ...sessionChange,
    workoutId: z.string(),
    toWorkoutName: z.string(),
    warnings,
  }),
  z.object({
    kind: z.literal('unavailable'),
    from: planDaySchema,
    to: planDaySchema,
    reason: z.enum(UNAVAILABLE_REASONS),
    sessions: z.array(z.object({ uid: z.string(), workoutName: z.string(), date: planDaySchema })),
    warnings,
  }),
  z.object({
    kind: z.literal('week'),
    fromHours: z.number(),
    fromDays: z.array(z.enum(WEEKDAYS)),
    /** The new week: hours and the days with their caps (the plan's own cap kept for a day it keeps). */
    weeklyHours: z.number(),
    availability: z.array(planAvailabilitySchema),
    warnings,
  }),
]);
export type ProposalChange = z.infer<typeof proposalChangeSchema>;
export type ProposalKind = ProposalChange['kind'];

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'dismissed', 'expired'] as const;

export const chatProposalSchema = z.object({
  id: z.string(),
  /** One sentence in the rider's language, worded by the server (never by the model). */
  summary: z.string(),
  changes: z.array(proposalChangeSchema),
  status: z.enum(PROPOSAL_STATUSES),
  expiresAt: z.string(),
});
export type ChatProposal = z.infer<typeof chatProposalSchema>;

export const chatReplySchema = z.object({
  reply: z.string(),
  /** The operator's model that wrote the reply (shown as "written by <model>"); null: the server's own words. */
  model: z.string().nullable(),
  proposals: z.array(chatProposalSchema),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** `GET /api/coach/chat`: the stored conversation, oldest first, with the proposals each reply made. */
export const chatTurnSchema = z.object({
  id: z.string(),
  role: z.enum(['rider', 'coach']),
  text: z.string(),
  model: z.string().nullable(),
  at: z.string(),
  proposals: z.array(chatProposalSchema),
});
export const chatHistorySchema = z.object({ turns: z.array(chatTurnSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const proposalParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/**
 * `POST /api/coach/proposals/:id/accept`: the changes made through the rider's own action (the calendar's move, skip,
 * swap or days unavailable, the plan's new week), each with its undo, and what the engine warns about.
 */
export const proposalAcceptedSchema = z.object({
  changes: z.array(planChangeSchema),
  warnings: z.array(z.enum(MOVE_WARNINGS)),
});
export type ProposalAccepted = z.infer<typeof proposalAcceptedSchema>;
export const proposalDismissedSchema = z.object({ id: z.string(), status: z.literal('dismissed') });
