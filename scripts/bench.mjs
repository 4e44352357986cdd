// Benchmarks report figures; they never pass or fail a build. Later issues add them here.
// The lists one seeds 100k posts and 20k members into a throwaway PGlite (or a throwaway database
// on the server named by DATABASE_URL) and prints EXPLAIN (ANALYZE, BUFFERS) and SQL medians of
// every list and search the API runs (EXPLAIN_POSTS=1000000 for 1M).
import { spawnSync } from 'node:child_process';

const benchmarks = [
  [
    'every list and search (posts, people, applications, chats) on 100k posts',
    'apps/api/scripts/explain-posts.ts',
  ],
  ['chat: unread counts over a 20k-message chat', 'apps/api/scripts/explain-unread.ts'],
];
for (const [label, script] of benchmarks) {
  console.log(`\n### ${label}\n`);
  const run = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) console.log(`(${script} exited with ${run.status ?? run.signal})`);
}
