// The API integration suite against a real PostgreSQL server, as a step of `npm test`.
// turbo runs the API suite on PGlite (strict env mode keeps TEST_DATABASE_URL out of it); this step
// runs the same suite again on the server named by TEST_DATABASE_URL, or says why it did not.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'API suite on PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to run it; .ci/run does).',
  );
  process.exit(0);
}
const run = spawnSync('npm', ['run', 'test', '-w', '@squadup/api'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
