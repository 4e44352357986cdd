// The table `npm run bench:chat` prints: one row per server measured, then the app/floor ratios.
import type { LoadResult } from './bench-chat-load.js';
import { percentile } from './local-server.js';

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
  rows: { label: string; result: LoadResult }[],
  print: (line: string) => void,
  squads = false,
): void {
  const HEADER = squads ? SQUAD_HEADER : PAIR_HEADER;
  const table = [
    HEADER,
    HEADER.map(() => '---'),
    ...rows.map((r) => [r.label, ...cells(r.result)]),
  ];
  const widths = HEADER.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const row of table) {
    print(
      `| ${row.map((cell, i) => (cell === '---' ? '-'.repeat(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`,
    );
  }
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
  for (const { label, result } of rows) {
    if (result.errorSamples.length > 0)
      print(`${label}: send errors, e.g. ${result.errorSamples.join(' | ')}`);
    if (result.duplicates > 0) print(`${label}: ${result.duplicates} duplicate deliveries`);
  }
}
