import { generateText, type LanguageModel as SdkModel, stepCountIs } from 'ai';
import type { ModelChatReply, ModelChatRequest, ModelFailure, ModelResult } from './language-model.ts';

/**
 * One chat turn with tools through the `ai` SDK: non-streaming on every step (several OpenAI-compatible servers drop
 * tool calls when streaming), at most `maxSteps` model calls, bounded in time as a whole. A tool call whose arguments
 * do not fit its zod schema goes back to the model as a tool error (the SDK's behaviour), so it can correct itself;
 * a failure of the endpoint is a reason the caller turns into a sentence, never an exception.
 */
export async function runToolTurn(
  model: SdkModel,
  timeoutMs: number,
  request: ModelChatRequest,
  /** The adapter's reading of an error (a 429, a time-out, a malformed reply). */
  failureOf: (error: unknown) => { failure: ModelFailure; detail: string },
): Promise<ModelResult<ModelChatReply>> {
  try {
    const result = await generateText({
      model,
      system: request.system,
      messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
      tools: request.tools,
      stopWhen: stepCountIs(request.maxSteps),
      maxRetries: 0,
      // the whole turn, every step, within a few times the narrator's bound: a rider is waiting on this one
      abortSignal: AbortSignal.timeout(timeoutMs * request.maxSteps),
    });
    return {
      ok: true,
      value: {
        // text of the last step only: a step that called tools may carry a half-sentence before the calls
        text: result.finishReason === 'tool-calls' ? '' : result.text.trim(),
        steps: result.steps.length,
        toolCalls: result.steps.flatMap((s) => s.toolCalls.map((c) => c.toolName)),
      },
    };
  } catch (error) {
    const f = failureOf(error);
    return { ok: false, failure: f.failure, detail: f.detail };
  }
}
