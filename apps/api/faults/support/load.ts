// Keep-alive load: a few loops, each on its own keep-alive connection, sending requests back to
// back. The write load signs members up (REST POST /v1/auth/signup and GraphQL createUser in
// turn): a write with no per-member quota, so it can run thousands of times, each with its own
// address to look for in the database afterwards.
import { Agent } from 'node:http';
import { GOOD_PASSWORD } from '../../test/auth.js';
import { graphqlCodeOf, jsonOf, send, type Outcome } from './http.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Loops {
  /** Ends every loop after its current iteration; resolves when all have ended. */
  stop(): Promise<void>;
}

/**
 * Runs `iteration(loop, agent)` over and over in `count` loops, each with its own keep-alive
 * agent of one socket, pausing `pauseMs` between iterations.
 */
export function startLoops(
  count: number,
  iteration: (loop: number, agent: Agent) => Promise<void>,
  pauseMs = 0,
): Loops {
  let running = true;
  const agents: Agent[] = [];
  const loops = Array.from({ length: count }, async (_, loop) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    while (running) {
      await iteration(loop, agent);
      if (pauseMs > 0 && running) await sleep(pauseMs);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      for (const agent of agents) agent.destroy();
    },
  };
}

/** What one write's outcome counts as. */
export type Verdict = 'acknowledged' | 'unavailable' | 'wrong';

export interface Acknowledged {
  email: string;
  id: string;
}

export interface WriteLoadReport {
  total: number;
  acknowledged: Acknowledged[];
  /** Outcomes by a short description ("REST 201", "GraphQL 503 SERVICE_UNAVAILABLE", "ECONNRESET" ...). */
  kinds: Record<string, { verdict: Verdict; count: number; sample?: string }>;
  count(verdict: Verdict): number;
  /** One line per kind, for failure messages and the log. */
  describe(): string;
}

export interface WriteLoad {
  /** Acknowledged writes so far. */
  acknowledgedCount(): number;
  /** Resolves true once `count` writes were acknowledged in all, false after `timeoutMs`. */
  waitForAcknowledged(count: number, timeoutMs: number): Promise<boolean>;
  stop(): Promise<WriteLoadReport>;
}

const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { _id email } }`;

interface Classified {
  kind: string;
  verdict: Verdict;
  id?: string;
}

const excerpt = (outcome: Outcome) =>
  outcome.kind === 'answer' ? outcome.body.slice(0, 300) : outcome.message;

function classifyRest(outcome: Outcome): Classified {
  if (outcome.kind === 'error') return { kind: outcome.code, verdict: 'wrong' };
  const { status } = outcome;
  if (status === 201) {
    const id = (jsonOf(outcome) as { user?: { _id?: string } } | undefined)?.user?._id;
    return id
      ? { kind: 'REST 201', verdict: 'acknowledged', id }
      : { kind: 'REST 201 without user', verdict: 'wrong' };
  }
  if (status === 503) {
    return outcome.headers['retry-after']
      ? { kind: 'REST 503 with Retry-After', verdict: 'unavailable' }
      : { kind: 'REST 503 without Retry-After', verdict: 'wrong' };
  }
  return { kind: `REST ${status}`, verdict: 'wrong' };
}

function classifyGraphQL(outcome: Outcome): Classified {
  if (outcome.kind === 'error') return { kind: outcome.code, verdict: 'wrong' };
  const code = graphqlCodeOf(outcome);
  const kind = `GraphQL ${outcome.status} ${code ?? 'data'}`;
  if (outcome.status === 200 && !code) {
    const id = (jsonOf(outcome) as { data?: { createUser?: { _id?: string } } } | undefined)?.data
      ?.createUser?._id;
    return id ? { kind, verdict: 'acknowledged', id } : { kind, verdict: 'wrong' };
  }
  if (outcome.status === 503 && code === 'SERVICE_UNAVAILABLE')
    return { kind, verdict: 'unavailable' };
  return { kind, verdict: 'wrong' };
}

/**
 * Starts `loops` sign-up loops against `baseUrl`. Addresses are `<tag>-<loop>-<n>@example.test`,
 * all lower-case (stored as sent). Every request waits at most `timeoutMs` for its answer.
 */
export function startWriteLoad(
  baseUrl: string,
  options: { tag: string; loops?: number; pauseMs?: number; timeoutMs?: number },
): WriteLoad {
  const acknowledged: Acknowledged[] = [];
  const kinds: WriteLoadReport['kinds'] = {};
  let total = 0;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sequence: number[] = [];

  const loops = startLoops(
    options.loops ?? 4,
    async (loop, agent) => {
      const n = (sequence[loop] = (sequence[loop] ?? 0) + 1);
      const input = {
        first_name: 'Fault',
        last_name: `Load ${loop}`,
        email: `${options.tag}-${loop}-${n}@example.test`,
        password: GOOD_PASSWORD,
      };
      // Odd writes through REST, even ones through GraphQL: both error paths are exercised.
      const rest = n % 2 === 1;
      const outcome = rest
        ? await send(baseUrl, { path: '/v1/auth/signup', json: input, agent, timeoutMs })
        : await send(baseUrl, {
            path: '/graphql',
            json: { query: CREATE_USER, variables: { input } },
            agent,
            timeoutMs,
          });
      const classified = rest ? classifyRest(outcome) : classifyGraphQL(outcome);
      total += 1;
      const entry = (kinds[classified.kind] ??= { verdict: classified.verdict, count: 0 });
      entry.count += 1;
      if (classified.verdict !== 'acknowledged') entry.sample ??= excerpt(outcome);
      if (classified.verdict === 'acknowledged')
        acknowledged.push({ email: input.email, id: classified.id! });
      // Nobody listening (a killed server): no need to spin on refused connections.
      if (outcome.kind === 'error') await sleep(50);
    },
    options.pauseMs ?? 0,
  );

  return {
    acknowledgedCount: () => acknowledged.length,
    async waitForAcknowledged(count, waitMs) {
      const since = Date.now();
      while (acknowledged.length < count) {
        if (Date.now() - since > waitMs) return false;
        await sleep(50);
      }
      return true;
    },
    async stop() {
      await loops.stop();
      const count = (verdict: Verdict) =>
        Object.values(kinds)
          .filter((kind) => kind.verdict === verdict)
          .reduce((sum, kind) => sum + kind.count, 0);
      return {
        total,
        acknowledged,
        kinds,
        count,
        describe: () =>
          Object.entries(kinds)
            .sort(([, a], [, b]) => b.count - a.count)
            .map(
              ([kind, { verdict, count: n, sample }]) =>
                `  ${String(n).padStart(6)}  ${kind} (${verdict})${sample ? `  e.g. ${sample.replace(/\s+/g, ' ')}` : ''}`,
            )
            .join('\n'),
      };
    },
  };
}
