// Where `npm run bench:chat` runs its clients: in the bench process itself (`--client-procs 0`) or
// spread over K child processes (bench-chat-client-proc.ts), each with whole chats, so that the
// clients are not the bottleneck that the server is blamed for. Either way the measurement window
// is the same: from the moment every client is connected and joined to the end of the drain, and
// over that window it reads the server's CPU (target.stats) and the clients' own (process.cpuUsage
// of every client process), so a row can say whether the clients were saturated.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  runChatLoad,
  type LoadOptions,
  type LoadResult,
  type LoadTarget,
} from './bench-chat-load.js';
import type { ServerStats } from './bench-chat-protocol.js';
import type { BenchMember } from './bench-chat-seed.js';

/** What the client side cost over the window, and the window itself. */
export interface ClientMeasure {
  /** Client processes (0: the bench process itself). */
  procs: number;
  /** CPU of every client process over the window, % of one core, summed. */
  cpuPercent: number;
  /** The busiest client process's CPU, % of one core (a Node process's loop cannot pass ~100%). */
  busiestPercent: number;
  /** The window, ms: from every client joined to the end of the drain. */
  wallMs: number;
}

/** Messages between the bench and a client process (bench-chat-client-proc.ts). */
export type ToClientProc =
  | { type: 'start'; target: Omit<LoadTarget, 'stats'>; options: LoadOptions }
  | { type: 'go' }
  | { type: 'measured' };
export type FromClientProc =
  | { type: 'print'; line: string }
  | { type: 'ready'; cpu: NodeJS.CpuUsage }
  | { type: 'drained'; cpu: NodeJS.CpuUsage }
  | { type: 'result'; result: LoadResult };

const cpuMsOf = (cpu: NodeJS.CpuUsage) => (cpu.user + cpu.system) / 1000;

/** The members cut into `parts` runs of whole chats (members of one chat are consecutive). */
export function splitByChat(members: BenchMember[], parts: number): BenchMember[][] {
  const chats: BenchMember[][] = [];
  for (const m of members) {
    const last = chats.at(-1);
    if (last && last[0]!.chatId === m.chatId) last.push(m);
    else chats.push([m]);
  }
  const slices: BenchMember[][] = [];
  const per = Math.ceil(chats.length / parts);
  for (let i = 0; i < chats.length; i += per) slices.push(chats.slice(i, i + per).flat());
  return slices;
}

/**
 * The results of several client processes as one: counts add up, the latency and send-time lists
 * are merged (ascending), error samples are pooled, the send phase is the longest. Field by field
 * and by type, so a count added to LoadResult later is summed without a change here; the server's
 * figures (cpu, rss) are the caller's, measured once over the shared window.
 */
export function mergeResults(results: LoadResult[]): LoadResult {
  const merged: Record<string, unknown> = {};
  for (const result of results) {
    for (const [key, value] of Object.entries(result)) {
      const so = merged[key];
      if (key === 'sendSeconds') merged[key] = Math.max(Number(so ?? 0), Number(value));
      else if (typeof value === 'number') merged[key] = Number(so ?? 0) + value;
      else if (Array.isArray(value))
        merged[key] = [...((so as unknown[] | undefined) ?? []), ...(value as unknown[])];
      else merged[key] = value;
    }
  }
  for (const [key, value] of Object.entries(merged)) {
    if (!Array.isArray(value)) continue;
    merged[key] =
      typeof value[0] === 'number'
        ? (value as number[]).sort((a, b) => a - b)
        : [...new Set(value)].slice(0, 3);
  }
  return merged as unknown as LoadResult;
}

/** The server-side figures of a window, written into a result. */
function withServer(
  result: LoadResult,
  before: ServerStats | undefined,
  after: ServerStats | undefined,
  wallMs: number,
): LoadResult {
  if (!before || !after) return { ...result, cpuPercent: undefined, cpuMs: undefined };
  const cpuMs = cpuMsOf(after.cpu) - cpuMsOf(before.cpu);
  return {
    ...result,
    cpuMs,
    cpuPercent: (cpuMs / wallMs) * 100,
    rssMb: after.memory.rss / 2 ** 20,
    loopDelayMs: after.loopDelayMs,
  };
}

/** Runs the load with its clients in this process or in `procs` child processes. */
export async function runClients(
  target: LoadTarget,
  options: LoadOptions,
  procs: number,
  print: (line: string) => void,
): Promise<{ result: LoadResult; client: ClientMeasure }> {
  return procs <= 0
    ? runInProcess(target, options, print)
    : runInChildren(target, options, procs, print);
}

async function runInProcess(
  target: LoadTarget,
  options: LoadOptions,
  print: (line: string) => void,
): Promise<{ result: LoadResult; client: ClientMeasure }> {
  // runChatLoad reads the server's stats once before the sends and once after the drain: the
  // client's own CPU and the clock are read at the same two moments.
  const marks: { at: number; cpu: NodeJS.CpuUsage }[] = [];
  const stats = target.stats;
  const result = await runChatLoad(
    {
      ...target,
      stats: async () => {
        const s = stats ? await stats() : undefined;
        marks.push({ at: Date.now(), cpu: process.cpuUsage() });
        return s ?? { memory: process.memoryUsage(), cpu: { user: 0, system: 0 } };
      },
    },
    options,
    print,
  );
  const [start, end] = marks as [(typeof marks)[0], (typeof marks)[0]];
  const wallMs = end.at - start.at;
  const cpuPercent = ((cpuMsOf(end.cpu) - cpuMsOf(start.cpu)) / wallMs) * 100;
  return {
    result: stats
      ? result
      : {
          ...result,
          cpuPercent: undefined,
          cpuMs: undefined,
          rssMb: undefined,
          loopDelayMs: undefined,
        },
    client: { procs: 0, cpuPercent, busiestPercent: cpuPercent, wallMs },
  };
}

/** Resolves once every child has sent a message of `type`, with those messages in child order. */
function allOf<T extends FromClientProc['type']>(
  children: ChildProcess[],
  type: T,
): Promise<Extract<FromClientProc, { type: T }>[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<Extract<FromClientProc, { type: T }>>((resolve, reject) => {
          const onMessage = (message: FromClientProc) => {
            if (message.type !== type) return;
            child.off('message', onMessage);
            resolve(message as Extract<FromClientProc, { type: T }>);
          };
          child.on('message', onMessage);
          child.once('exit', (code) =>
            reject(new Error(`a client process exited (${code}) before "${type}"`)),
          );
        }),
    ),
  );
}

async function runInChildren(
  target: LoadTarget,
  options: LoadOptions,
  procs: number,
  print: (line: string) => void,
): Promise<{ result: LoadResult; client: ClientMeasure }> {
  const script = fileURLToPath(new URL('./bench-chat-client-proc.ts', import.meta.url));
  const slices = splitByChat(target.members, procs);
  const children = slices.map(() => fork(script, [], { execArgv: process.execArgv }));
  try {
    for (const child of children)
      child.on('message', (message: FromClientProc) => {
        if (message.type === 'print') print(message.line);
      });
    const { stats, ...plain } = target;
    const ready = allOf(children, 'ready');
    slices.forEach((members, i) => {
      const start: ToClientProc = {
        type: 'start',
        target: { ...plain, members },
        options: { ...options, clients: members.length },
      };
      children[i]!.send(start);
    });
    const readyCpu = (await ready).map((m) => m.cpu);
    const before = await stats?.();
    const started = Date.now();
    const drained = allOf(children, 'drained');
    for (const child of children) child.send({ type: 'go' } satisfies ToClientProc);
    const drainedCpu = (await drained).map((m) => m.cpu);
    const after = await stats?.();
    const wallMs = Date.now() - started;
    const results = allOf(children, 'result');
    for (const child of children) child.send({ type: 'measured' } satisfies ToClientProc);
    const merged = mergeResults((await results).map((m) => m.result));
    const perProc = drainedCpu.map(
      (cpu, i) => ((cpuMsOf(cpu) - cpuMsOf(readyCpu[i]!)) / wallMs) * 100,
    );
    return {
      result: withServer(merged, before, after, wallMs),
      client: {
        procs: children.length,
        cpuPercent: perProc.reduce((a, b) => a + b, 0),
        busiestPercent: Math.max(...perProc),
        wallMs,
      },
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}
