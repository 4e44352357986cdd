// `npm run bench:events [-- --registrants 300 --seeds 5]`: how good and how fast the event
// matcher's teams are on synthetic hackathons (events.synthetic.ts: realistic role, level and
// time-zone spreads, squads with open seats, a few blocks), beside first-come grouping, the
// organiser's spreadsheet. The coverage column says, for the matcher, the most it could be (the
// rarest role's holders over the teams). One row per seed for each; the matcher's time is its median of 5 runs
// in this process (the matcher alone). Then a whole round on a database, as the organiser's
// runEventRound runs it (load the pool and the pairs kept apart, match, write the proposals, in
// one transaction): on the embedded default (PGlite on disk) or, with DATABASE_URL, on that
// PostgreSQL server; median of 5 rounds (each round ends the last one's proposals first).
// Figures, not a pass/fail; events.matcher.test.ts and events.test.ts hold the rules.
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { matchTeams } from '../src/modules/events/events.matcher.js';
import {
  firstComeTeams,
  roundFigures,
  type RoundFigures,
} from '../src/modules/events/events.measure.js';
import { syntheticEvent } from '../src/modules/events/events.synthetic.js';
import { runEventRound } from '../src/modules/events/index.js';
import { seedSyntheticEvent } from './bench-events-seed.js';
import { scriptContext } from './script-context.js';
import { openThrowaway } from './throwaway-db.js';

const { values } = parseArgs({
  options: {
    registrants: { type: 'string', default: '300' },
    seeds: { type: 'string', default: '5' },
  },
});
const registrants = Number(values.registrants);
const seeds = Number(values.seeds);
const print = (line = '') => process.stdout.write(`${line}\n`);
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function median(runs: number[]) {
  const sorted = [...runs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The most teams that could cover every role: no more than there are members for the rarest
 * role (each member covers one role in a team), as a share of the teams formed.
 */
function coverageCeiling(event: ReturnType<typeof syntheticEvent>, teams: number) {
  const holders = event.event.roles.map(
    (role) => event.registrants.filter((member) => member.roles.includes(role)).length,
  );
  return Math.min(1, Math.min(...holders) / teams);
}

function row(seed: number, way: string, figures: RoundFigures, ms: number | null, ceiling = '') {
  return [
    seed,
    way,
    figures.registrants,
    `${figures.placed} (${percent(figures.placedShare)})`,
    figures.teams,
    `${percent(figures.fullCoverageShare)}${ceiling}`,
    `${figures.largestSpreadHours} h`,
    figures.outOfRange,
    figures.keptApartBroken,
    ms === null ? '-' : ms.toFixed(1),
  ].join(' | ');
}

print(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${registrants} registrants`,
);
print();
print(
  '| seed | grouping | registrants | placed | teams | teams covering every role | largest time-zone spread in a team | teams outside the size range | teams with a blocked pair | ms |',
);
print('|---|---|---|---|---|---|---|---|---|---|');
for (let seed = 1; seed <= seeds; seed += 1) {
  const event = syntheticEvent(registrants, seed);
  const times: number[] = [];
  let result = matchTeams(event);
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    result = matchTeams(event);
    times.push(performance.now() - started);
  }
  const figures = roundFigures(event, result);
  const ceiling = ` (at most ${percent(coverageCeiling(event, figures.teams))})`;
  print(`| ${row(seed, 'matcher', figures, median(times), ceiling)} |`);
  print(`| ${row(seed, 'first come', roundFigures(event, firstComeTeams(event)), null)} |`);
}

const { database, drop } = await openThrowaway({ onDisk: true });
try {
  await database.migrate();
  const synthetic = syntheticEvent(registrants, 1);
  const { eventId, organiserId } = await seedSyntheticEvent(database.db, synthetic);
  const ctx = scriptContext(database.db, { id: organiserId });
  const times: number[] = [];
  let last = await runEventRound(ctx, eventId);
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    last = await runEventRound(ctx, eventId);
    times.push(performance.now() - started);
  }
  print();
  print(
    `A round on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded default (PGlite on disk)'}, seed 1, ${registrants} registrants:`,
  );
  print();
  print('| teams proposed | members proposed | left alone | round ms (median of 5) | slowest ms |');
  print('|---|---|---|---|---|');
  print(
    `| ${last.teams} | ${last.proposed} | ${last.unplaced} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
  );
} finally {
  await drop();
}
