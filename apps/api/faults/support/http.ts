// One HTTP request on node:http, settled as an answer or a transport error with its code, so the
// tests can tell ECONNREFUSED (nobody listens) from ECONNRESET / "socket hang up" (a connection
// dropped under a request) from a request that never got an answer.
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export type Outcome =
  | {
      kind: 'answer';
      status: number;
      headers: IncomingHttpHeaders;
      body: string;
      /** The request went out on a kept-alive connection that had carried an earlier request. */
      reusedSocket: boolean;
    }
  | { kind: 'error'; code: string; message: string; reusedSocket: boolean };

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent with Content-Type: application/json). */
  json?: unknown;
  agent?: Agent;
  /** No answer within this is settled as the error code TIMEOUT. */
  timeoutMs?: number;
}

/** Sends one request; never rejects. */
export function send(baseUrl: string, options: SendOptions): Promise<Outcome> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = request(new URL(options.path, baseUrl), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      agent: options.agent,
    });
    const fail = (error: NodeJS.ErrnoException) =>
      settle({
        kind: 'error',
        code: error.code ?? error.name,
        message: error.message,
        reusedSocket: req.reusedSocket,
      });
    req.on('error', fail);
    req.setTimeout(options.timeoutMs ?? 30_000, () => {
      const timeout: NodeJS.ErrnoException = new Error('no answer in time');
      timeout.code = 'TIMEOUT';
      fail(timeout);
      req.destroy();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () =>
        settle({
          kind: 'answer',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.end(body);
  });
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(outcome: Outcome): unknown {
  if (outcome.kind !== 'answer') return undefined;
  try {
    return JSON.parse(outcome.body) as unknown;
  } catch {
    return undefined;
  }
}

/** errors[0].extensions.code of a GraphQL answer, if any. */
export function graphqlCodeOf(outcome: Outcome): string | undefined {
  const body = jsonOf(outcome) as
    { errors?: { extensions?: { code?: unknown } }[] } | undefined | null;
  const code = body?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
