import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRaw, sendJson } from './fake-http.ts';

/**
 * A local OpenAI-compatible chat-completions server for the coach's narrator tests: strict about the request shape
 * the real protocol takes (POST /v1/chat/completions, JSON, `Authorization: Bearer <key>`, `model`, `messages` of
 * role and string content, a `response_format` of type `json_schema` with a name and an object schema, no streaming)
 * — a request that strays gets the OpenAI-style 400/401/404 and is counted in `violations` — and replays scripted
 * replies: structured JSON, plain text that is not JSON, an HTTP status (429 with Retry-After, 500), or a hang.
 * A request with `tools` (the coach's chat) takes no `response_format`; each tool must be a `function` with a name
 * and an object schema, an assistant turn may carry `tool_calls` and each must be answered by a `tool` message with
 * its id — and the fake replays scripted tool calls or plain text.
 */
export type FakeReply =
  /** A completion whose message content is this value as JSON; a function builds it from the request. */
  | { kind: 'json'; content: unknown | ((request: ChatRequest) => unknown) }
  /** A completion whose content is this text as it is (malformed when not the JSON asked for). */
  | { kind: 'text'; content: string }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  /** Never answers (until the server closes). */
  | { kind: 'hang' }
  /** An assistant turn calling tools; `arguments` as given when a string (so it can be malformed), else as JSON. */
  | { kind: 'tools'; calls: { name: string; arguments: unknown }[] };

export interface ChatToolCall {
  id: string;
  type: string;
  function: { name: string; arguments: string };
}

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: ChatToolCall[]; tool_call_id?: string }[];
  /** Absent on a request with tools. */
  response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
  tools?: {
    type: string;
    function: { name: string; description?: string; parameters: Record<string, unknown> };
  }[];
  authorization: string | undefined;
  /** The system message and the user message. */
  system: string;
  prompt: string;
}

/**
 * A message as the protocol has it: system/user with string content; assistant with string content or tool calls
 * (content null or a string); tool with a string content answering an earlier call's id.
 */
function validMessage(m: ChatRequest['messages'][number], all: ChatRequest['messages']): boolean {
  if (m.role === 'system' || m.role === 'user') return typeof m.content === 'string';
  if (m.role === 'assistant') {
    if (m.tool_calls === undefined) return typeof m.content === 'string';
    return (
      Array.isArray(m.tool_calls) &&
      m.tool_calls.every(
        (c) => c.type === 'function' && typeof c.id === 'string' && typeof c.function?.arguments === 'string',
      ) &&
      (m.content == null || typeof m.content === 'string')
    );
  }
  if (m.role === 'tool')
    return (
      typeof m.content === 'string' && all.some((a) => a.tool_calls?.some((c) => c.id === m.tool_call_id))
    );
  return false;
}

export async function startFakeOpenAi(options: { apiKey: string; model: string }) {
  const script: FakeReply[] = [];
  /** Replies only the chat's requests (those with tools) take, before `script`. */
  const chatScript: FakeReply[] = [];
  const requests: ChatRequest[] = [];
  const violations: string[] = [];
  const hanging = new Set<ServerResponse>();

  const fail = (res: ServerResponse, status: number, message: string) => {
    violations.push(message);
    sendJson(res, status, { error: { message, type: 'invalid_request_error', code: null } });
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return fail(res, 404, `unknown route ${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      return fail(res, 401, 'Incorrect API key provided');
    if (!String(req.headers['content-type'] ?? '').includes('application/json'))
      return fail(res, 400, 'content-type must be application/json');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readRaw(req)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return fail(res, 400, 'body is not JSON');
    }
    if (body.model !== options.model) return fail(res, 404, `model ${String(body.model)} does not exist`);
    if (body.stream === true) return fail(res, 400, 'streaming was not expected');
    const messages = body.messages as ChatRequest['messages'] | undefined;
    const tools = body.tools as ChatRequest['tools'];
    if (
      !Array.isArray(messages) ||
      messages.length === 0 ||
      !messages.every((m) => validMessage(m, messages))
    )
      return fail(
        res,
        400,
        'messages must be [{role, content: string}] (tool calls answered by tool messages)',
      );
    const format = body.response_format as ChatRequest['response_format'];
    if (tools !== undefined) {
      if (
        !Array.isArray(tools) ||
        tools.some(
          (t) =>
            t.type !== 'function' ||
            !t.function?.name ||
            (t.function.parameters as { type?: string })?.type !== 'object',
        )
      )
        return fail(
          res,
          400,
          'tools must be [{type: function, function: {name, parameters: object schema}}]',
        );
      if (format !== undefined) return fail(res, 400, 'response_format was not expected with tools');
    } else {
      const schema = format?.json_schema?.schema;
      if (format?.type !== 'json_schema' || !format.json_schema?.name || schema?.type !== 'object')
        return fail(res, 400, 'response_format must be a json_schema with a name and an object schema');
    }
    const request: ChatRequest = {
      model: body.model as string,
      messages: messages as ChatRequest['messages'],
      ...(format ? { response_format: format } : {}),
      ...(tools ? { tools } : {}),
      authorization: req.headers.authorization,
      system: messages.find((m) => m.role === 'system')?.content as string,
      // the last user message: the narrator sends one, the chat its newest
      prompt: messages.findLast((m) => m.role === 'user')?.content as string,
    };
    requests.push(request);
    const reply = (tools ? chatScript.shift() : undefined) ??
      script.shift() ?? { kind: 'status', status: 500 };
    if (reply.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify({ error: { message: `status ${reply.status}`, type: 'server_error' } }));
      return;
    }
    if (reply.kind === 'tools') {
      const tool_calls = reply.calls.map((c, i) => ({
        id: `call_${requests.length}_${i}`,
        type: 'function',
        function: {
          name: c.name,
          arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
        },
      }));
      return sendJson(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: options.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, tool_calls },
            finish_reason: 'tool_calls',
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    }
    const content =
      reply.kind === 'text'
        ? reply.content
        : JSON.stringify(typeof reply.content === 'function' ? reply.content(request) : reply.content);
    sendJson(res, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: options.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => fail(res, 500, String(e)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    violations,
    /** Queues replies, answered in order; with none queued a request gets a 500. */
    reply(...replies: FakeReply[]) {
      script.push(...replies);
    },
    /**
     * Queues replies for the chat's requests only: a narration the server starts meanwhile (opting in narrates the
     * latest summaries, in a job) cannot take them.
     */
    replyToChat(...replies: FakeReply[]) {
      chatScript.push(...replies);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
