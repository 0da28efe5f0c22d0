import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake received it. */
export type ChatRequest = {
  model: string;
  /** The name of the structured output the app asked for ('rank_permit_suggestions' …). */
  schemaName: string;
  messages: { role: string; content: string }[];
  /** The JSON the app sent to the model in the user message, between the untrusted markers. */
  untrusted: string;
  /** The images the user message showed the model, as their data: URLs. */
  images: string[];
};

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** What the model answers to one task: an object for the structured output, or a raw content string. */
export type Answer = (request: ChatRequest) => object | { rawContent: string };

type Failure = { status: number; message: string; type?: string; code?: string };

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (the openai SDK talks to it through
 * OPENAI_BASE_URL). It answers the structured-output tasks the app knows with the given answers, and fails,
 * stalls or answers nonsense when a test says so. Any other request, or a task without an answer, is recorded
 * in `unexpected` (tests assert it stays empty) and answered 404.
 */
export async function startFakeOpenAi(answers: Record<string, Answer>) {
  const requests: ChatRequest[] = [];
  const unexpected: string[] = [];
  const failures: Failure[] = [];
  let stallMs = 0;

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reject = (reason: string) => {
        unexpected.push(reason);
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: reason, type: 'invalid_request_error' } }));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return reject(`${request.method} ${request.url}`);
      if (request.headers.authorization !== 'Bearer test-openai-key') return reject('no or wrong API key');
      let parsed: {
        model: string;
        messages: { role: string; content: string | ContentPart[] }[];
        response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
      };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return reject('a body that is not JSON');
      }
      const schemaName = parsed.response_format?.json_schema?.name ?? '';
      if (parsed.response_format?.type !== 'json_schema') return reject('no structured output asked for');
      // A message with an image comes in parts: its text is recorded as the message's content.
      const parts = (content: string | ContentPart[]) =>
        typeof content === 'string' ? [{ type: 'text' as const, text: content }] : content;
      const messages = parsed.messages.map(({ role, content }) => ({
        role,
        content: parts(content)
          .flatMap((part) => (part.type === 'text' ? [part.text] : []))
          .join('\n'),
      }));
      const user = messages.find((message) => message.role === 'user')?.content ?? '';
      const chat: ChatRequest = {
        model: parsed.model,
        schemaName,
        messages,
        untrusted: /<untrusted>\n([\s\S]*)\n<\/untrusted>/.exec(user)?.[1] ?? '',
        images: parsed.messages.flatMap(({ content }) =>
          parts(content).flatMap((part) => (part.type === 'image_url' ? [part.image_url.url] : [])),
        ),
      };
      requests.push(chat);
      const answer = answers[schemaName];
      if (!answer) return reject(`a task the fake does not know: ${schemaName}`);

      const respond = () => {
        const failure = failures.shift();
        if (failure) {
          response.writeHead(failure.status, { 'content-type': 'application/json' });
          return void response.end(
            JSON.stringify({
              error: {
                message: failure.message,
                type: failure.type ?? 'server_error',
                code: failure.code ?? null,
                param: null,
              },
            }),
          );
        }
        const produced = answer(chat);
        const content = 'rawContent' in produced ? produced.rawContent : JSON.stringify(produced);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-fake-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: parsed.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      };
      if (stallMs > 0) {
        const wait = stallMs;
        stallMs = 0;
        setTimeout(respond, wait);
      } else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** OPENAI_BASE_URL for the app. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: 'test-openai-key',
    requests,
    unexpected,
    /** The next request is answered with this error instead. */
    failNext: (failure: Failure) => void failures.push(failure),
    /** The next answer comes only after this long. */
    stallNext: (ms: number) => void (stallMs = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
