// Benchmarks report figures; they never pass or fail a build. Later issues add them here.
// The posts one seeds 100k posts into a throwaway PGlite (or a throwaway database on the server
// named by DATABASE_URL) and prints EXPLAIN (ANALYZE, BUFFERS) and timings of the filter, search
// and recommendation queries.
import { spawnSync } from 'node:child_process';

const benchmarks = [
  ['posts: filter, search and recommendation on 100k posts', 'apps/api/scripts/explain-posts.ts'],
  ['chat: unread counts over a 20k-message chat', 'apps/api/scripts/explain-unread.ts'],
];
for (const [label, script] of benchmarks) {
  console.log(`\n### ${label}\n`);
  const run = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) console.log(`(${script} exited with ${run.status ?? run.signal})`);
}
