// The table `npm run bench:chat` prints: one row per server measured, then the app/floor ratios;
// and the scale-out table of `--scale` (one row per instance count).
import { loadAverage } from './bench-chat-busy.js';
import type { ClientMeasure } from './bench-chat-clients.js';
import type { LoadResult } from './bench-chat-load.js';
import { percentile } from './local-server.js';

/** One measured server: the load's result, and how the run around it went. */
export interface Row {
  label: string;
  result: LoadResult;
  /** The clients' side of the window (CPU of the client processes). */
  client?: ClientMeasure;
  /** PostgreSQL's backends for this server's database: CPU ms over the window (local server only). */
  databaseCpuMs?: number;
  /** The 1 minute load average when the row started and when it ended. */
  load?: { start: number; end: number };
}

/** What the run was beside: printed in every table's header line with the load average. */
export interface RunContext {
  /** The CPU hog of `--busy` ("stress-ng --cpu 2"), or undefined: a quiet run. */
  busy?: string;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value}`);

function cells(r: LoadResult): string[] {
  const delivered = r.latencies.length;
  return [
    `${delivered}/${r.expected}${r.sendErrors ? ` (+${r.sendErrors} not acked)` : ''}`,
    // Lost: never acknowledged as stored, or acknowledged and never delivered.
    `${r.expected - delivered + r.unackedDeliveries}`,
    `${r.disconnects}`,
    `${r.retried} / ${r.busyRefusals}`,
    `${ms(percentile(r.sends, 50))} / ${ms(percentile(r.sends, 99))}`,
    `${ms(percentile(r.latencies, 50))} / ${ms(percentile(r.latencies, 99))} / ${ms(r.latencies.at(-1) ?? NaN)}`,
    r.cpuPercent === undefined ? '-' : `${r.cpuPercent.toFixed(0)}%`,
    r.cpuMs === undefined || r.messages === 0 ? '-' : (r.cpuMs / r.messages).toFixed(2),
    r.rssMb === undefined ? '-' : `${r.rssMb.toFixed(0)}`,
    r.loopDelayMs === undefined
      ? '-'
      : `${r.loopDelayMs.p99.toFixed(0)} / ${r.loopDelayMs.max.toFixed(0)}`,
    `${(r.messages / r.sendSeconds).toFixed(0)}`,
  ];
}

const PAIR_HEADER = [
  'Server',
  'Delivered/expected',
  'Lost',
  'Disconnects',
  'Retried msgs / busy refusals',
  'Send p50 / p99 ms',
  'End-to-end p50 / p99 / max ms',
  'Server CPU',
  'CPU ms/msg',
  'RSS MB',
  'Loop delay p99 / max ms',
  'Sent/s',
];

// Squad mode counts deliveries (a message to each other member of the squad), not messages.
const SQUAD_HEADER = PAIR_HEADER.map((cell) =>
  cell === 'Delivered/expected'
    ? 'Deliveries/expected'
    : cell === 'End-to-end p50 / p99 / max ms'
      ? 'Delivery p50 / p99 / max ms'
      : cell,
);

/**
 * A Markdown table (pasted as is into docs/performance/chat.md), then ratios and error samples.
 * `squads`: the deliveries header (squad mode).
 */
export function printTable(
  rows: Row[],
  print: (line: string) => void,
  squads = false,
  context: RunContext = {},
): void {
  const HEADER = [...(squads ? SQUAD_HEADER : PAIR_HEADER), ...RUN_HEADER];
  printMarkdown(
    [HEADER, ...rows.map((r) => [r.label, ...cells(r.result), ...runCells(r)])],
    print,
    context,
  );
  const floor = rows.find((r) => r.label.startsWith('floor'))?.result;
  const app = rows.at(-1)!.result;
  if (floor && app !== floor) {
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : '-');
    print(
      `app/floor: end-to-end p50 ${ratio(percentile(app.latencies, 50), percentile(floor.latencies, 50))}, ` +
        `p99 ${ratio(percentile(app.latencies, 99), percentile(floor.latencies, 99))}, ` +
        `send p99 ${ratio(percentile(app.sends, 99), percentile(floor.sends, 99))}, ` +
        `CPU per message ${ratio((app.cpuMs ?? 0) / Math.max(1, app.messages), (floor.cpuMs ?? 0) / Math.max(1, floor.messages))}, ` +
        `delivered ${((app.latencies.length / Math.max(1, app.expected)) * 100).toFixed(1)}% vs ${((floor.latencies.length / Math.max(1, floor.expected)) * 100).toFixed(1)}%`,
    );
  }
  printNotes(rows, print);
}

function printNotes(rows: Row[], print: (line: string) => void): void {
  for (const { label, result } of rows) {
    if (result.errorSamples.length > 0)
      print(`${label}: send errors, e.g. ${result.errorSamples.join(' | ')}`);
    if (result.duplicates > 0) print(`${label}: ${result.duplicates} duplicate deliveries`);
  }
}

// The run's columns, kept apart from the result's (cells above): the clients' CPU says whether the
// clients, not the server, were the limit; the load average says how busy the machine was.
const RUN_HEADER = ['Database CPU (ms/msg)', 'Client CPU (busiest proc)', 'Load 1m start / end'];

const percent = (value: number) => `${value.toFixed(0)}%`;

function clientCell(client: ClientMeasure | undefined): string {
  if (!client) return '-';
  const procs =
    client.procs === 0 ? 'in the bench' : `${client.procs} proc${client.procs > 1 ? 's' : ''}`;
  return `${percent(client.cpuPercent)} (${percent(client.busiestPercent)}, ${procs})`;
}

function databaseCell(row: Row): string {
  const wallMs = row.client?.wallMs;
  if (row.databaseCpuMs === undefined || !wallMs) return '-';
  // A backend the pool closed within the window took its CPU time with it: no figure then.
  if (row.databaseCpuMs < 0) return '- (a backend ended)';
  const perMessage = row.result.messages > 0 ? row.databaseCpuMs / row.result.messages : NaN;
  return `${percent((row.databaseCpuMs / wallMs) * 100)} (${Number.isNaN(perMessage) ? '-' : perMessage.toFixed(2)})`;
}

function runCells(row: Row): string[] {
  return [
    databaseCell(row),
    clientCell(row.client),
    row.load ? `${row.load.start.toFixed(2)} / ${row.load.end.toFixed(2)}` : '-',
  ];
}

/** The header line (load average now, busy or quiet), then the rows as a padded Markdown table. */
function printMarkdown(table: string[][], print: (line: string) => void, context: RunContext) {
  print(
    `Load average (1 / 5 / 15 min): ${loadAverage()}; ${context.busy ? `busy: ${context.busy} beside the run` : 'quiet (no hog)'}`,
  );
  const [header, ...rows] = table as [string[], ...string[][]];
  const all = [header, header.map(() => '---'), ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  for (const row of all) {
    print(
      `| ${row.map((cell, i) => (cell === '---' ? '-'.repeat(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`,
    );
  }
}

/** One row of the scale-out table: N instances behind the proxy. */
export interface ScaleRow extends Row {
  instances: number;
  /** Messages a second the clients offer. */
  offered: number;
  /** The proxy's CPU time over the window, ms. */
  proxyCpuMs: number | undefined;
}

const SCALE_HEADER = [
  'Instances',
  'Offered/s',
  'Delivered/expected',
  'Lost',
  'Disconnects',
  'End-to-end p50 / p99 ms',
  'Sent/s',
  'Delivered/s',
  'App CPU, all instances',
  'App CPU ms/msg',
  'Proxy CPU',
];

/**
 * The scale-out table of `--scale` (or `--instances`): throughput should grow with instances and
 * nothing should be lost. Delivered/s is over the window (the sends and the drain until the last
 * delivery or the drain's end); the app's CPU is every instance's, summed.
 */
export function printScaleTable(
  rows: ScaleRow[],
  print: (line: string) => void,
  squads = false,
  context: RunContext = {},
): void {
  // Squad mode counts deliveries (each message to every other member), messages elsewhere.
  const header = SCALE_HEADER.map((cell) =>
    squads && cell === 'Delivered/expected'
      ? 'Deliveries/expected'
      : squads && cell === 'Delivered/s'
        ? 'Deliveries/s'
        : cell,
  );
  printMarkdown(
    [
      [...header, ...RUN_HEADER],
      ...rows.map((row) => {
        const r = row.result;
        const delivered = r.latencies.length;
        const wallMs = row.client?.wallMs;
        return [
          `${row.instances}`,
          `${row.offered.toFixed(0)}`,
          `${delivered}/${r.expected}${r.sendErrors ? ` (+${r.sendErrors} refused)` : ''}`,
          `${r.expected - delivered + r.unackedDeliveries}`,
          `${r.disconnects}`,
          `${ms(percentile(r.latencies, 50))} / ${ms(percentile(r.latencies, 99))}`,
          `${(r.messages / r.sendSeconds).toFixed(0)}`,
          wallMs ? `${((delivered * 1000) / wallMs).toFixed(0)}` : '-',
          r.cpuPercent === undefined ? '-' : percent(r.cpuPercent),
          r.cpuMs === undefined || r.messages === 0 ? '-' : (r.cpuMs / r.messages).toFixed(2),
          row.proxyCpuMs === undefined || !wallMs ? '-' : percent((row.proxyCpuMs / wallMs) * 100),
          ...runCells(row),
        ];
      }),
    ],
    print,
    context,
  );
  printNotes(rows, print);
}
