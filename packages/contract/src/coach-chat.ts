import { z } from 'zod';
import { sessionActionSchema } from './calendar.ts';
import { planDaySchema } from './plan-common.ts';

/** The longest message a rider can send the coach's chat (a question, not a document). */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** Turns of a rider's conversation kept and sent back to the model as context. */
export const CHAT_HISTORY_TURNS = 10;

/** `POST /api/coach/chat`. */
export const chatMessageSchema = z.strictObject({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_CHARS),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/**
 * What a proposal would change, computed by the plan engine's own rider action on a dry run: the session, the day it
 * is on and (for a move) the day it would go to, and the engine's warnings. Nothing is written until it is accepted.
 */
export const proposalChangeSchema = z.object({
  kind: z.enum(['move', 'skip']),
  uid: z.string(),
  workoutName: z.string(),
  fromDate: planDaySchema,
  toDate: planDaySchema.nullable(),
  warnings: z.array(z.string()),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

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

/** `POST /api/coach/proposals/:id/accept`: the change made through the calendar's own action (with its undo). */
export const proposalAcceptedSchema = sessionActionSchema;
export const proposalDismissedSchema = z.object({ id: z.string(), status: z.literal('dismissed') });
