/**
 * The coach's language-model port: what the summary narrator (and later the chat) asks of a model, with every way a
 * request can fail reduced to a reason the caller falls back on — a model is never a reason for an error page or a
 * failed job. The OpenAI-compatible adapter implements it; tests run it against a local fake of that protocol.
 */
import type { ToolSet } from 'ai';
import type { z } from 'zod';

/** Why a request gave nothing usable (the caller then uses its templates). */
export type ModelFailure = 'timeout' | 'rate_limited' | 'malformed' | 'unavailable';

export type ModelResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: ModelFailure; readonly detail: string };

export interface ModelObjectRequest<T> {
  /** Instructions (the system message). */
  readonly system: string;
  /** The user message: the facts. */
  readonly prompt: string;
  /** The reply's shape: sent as a JSON schema and checked on the reply. */
  readonly schema: z.ZodType<T>;
  readonly schemaName: string;
}

export interface LanguageModel {
  /** The operator's model name, shown to riders next to what it wrote. */
  readonly name: string;
  /** One structured reply; never throws. */
  generateObject<T>(request: ModelObjectRequest<T>): Promise<ModelResult<T>>;
  /** A chat turn with tools (the coach's chat, model/tool-turn.ts); never throws. */
  chat(request: ModelChatRequest): Promise<ModelResult<ModelChatReply>>;
}

export interface ModelChatRequest {
  readonly system: string;
  /** The conversation so far, oldest first, ending with the rider's new message. */
  readonly messages: readonly { role: 'user' | 'assistant'; content: string }[];
  /** Tools with zod input schemas; their `execute` runs here, in the server, never in the model. */
  readonly tools: ToolSet;
  /** Model calls at most (each tool round is one). */
  readonly maxSteps: number;
}

export interface ModelChatReply {
  /** The final answer; empty when the model was still calling tools at the step limit. */
  readonly text: string;
  readonly steps: number;
  /** Tool calls the model made, by name, in order (valid or not). */
  readonly toolCalls: readonly string[];
}
