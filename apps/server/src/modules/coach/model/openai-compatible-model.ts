/**
 * The language-model port over any OpenAI-compatible endpoint (Ollama, llama.cpp's server, vLLM, LM Studio, a cloud
 * provider) through the `ai` SDK: one chat completion with a JSON-schema response format, no streaming, bounded in
 * time. The SDK's own retries are off so that the only retry is the one decided here — after a 429 whose Retry-After
 * is short enough to wait for; a longer one, a 5xx, a time-out or a reply that does not fit the schema is a failure
 * the caller falls back from.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, Output } from 'ai';
import type { LanguageModel, ModelFailure, ModelObjectRequest, ModelResult } from './language-model.ts';
import { runToolTurn } from './tool-turn.ts';

/** The longest Retry-After worth waiting for inside a job (longer: use the templates this time). */
export const RETRY_AFTER_MAX_MS = 30_000;

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value == null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function failureOf(error: unknown): { failure: ModelFailure; detail: string; retryAfter?: string } {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 429)
      return { failure: 'rate_limited', detail: '429', retryAfter: error.responseHeaders?.['retry-after'] };
    return { failure: 'unavailable', detail: `HTTP ${status || 'error'}` };
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') return { failure: 'timeout', detail: name };
  // no object, a JSON parse error, a schema mismatch: the model answered, but not what was asked
  if (
    /NoObjectGenerated|NoOutputGenerated|JSONParse|TypeValidation/.test(name) ||
    error instanceof SyntaxError
  )
    return { failure: 'malformed', detail: name || 'malformed' };
  return { failure: 'unavailable', detail: name || 'error' };
}

export function createOpenAiCompatibleModel(settings: {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
  /** Waits before the one retry after a 429 (tests may shorten nothing: the fake sends a short Retry-After). */
  sleep?: (ms: number) => Promise<void>;
}): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'coach',
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // send the JSON schema itself (response_format json_schema): servers that honour it constrain the reply
    supportsStructuredOutputs: true,
  });
  const sleep = settings.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function once<T>(request: ModelObjectRequest<T>): Promise<T> {
    const result = await generateText({
      model: provider.chatModel(settings.model),
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema, name: request.schemaName }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
    });
    return result.output as T;
  }

  return {
    name: settings.model,
    chat: (request) =>
      runToolTurn(provider.chatModel(settings.model), settings.timeoutMs, request, failureOf),
    async generateObject<T>(request: ModelObjectRequest<T>): Promise<ModelResult<T>> {
      for (let attempt = 0; ; attempt++) {
        try {
          return { ok: true, value: await once(request) };
        } catch (error) {
          const f = failureOf(error);
          const wait = f.failure === 'rate_limited' ? retryAfterMs(f.retryAfter) : null;
          if (attempt === 0 && wait != null && wait <= RETRY_AFTER_MAX_MS) {
            await sleep(wait);
            continue;
          }
          return { ok: false, failure: f.failure, detail: f.detail };
        }
      }
    },
  };
}
