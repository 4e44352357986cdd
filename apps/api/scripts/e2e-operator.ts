// The browser journeys' operator (apps/web/e2e/moderation.spec.ts): before the e2e server opens
// DATA_DIR (PGlite allows one process), creates E2E_OPERATOR_EMAIL with E2E_OPERATOR_PASSWORD and
// grants them the operator role with the CLI's own function (`npm run operator -- grant EMAIL`,
// docs/decisions/0034).
// Run by apps/web/playwright.config.ts with tsx; never against a real database.
import { loadConfig } from '../src/config.js';
import { openMigratedDatabase } from '../src/db/prepare.js';
import { users } from '../src/db/schema/index.js';
import { createLogger } from '../src/lib/logger.js';
import { hashPassword } from '../src/lib/password.js';
import { grantOperator } from '../src/modules/admin/operators.js';

const email = process.env.E2E_OPERATOR_EMAIL;
const password = process.env.E2E_OPERATOR_PASSWORD;
if (!email || !password || !process.env.DATA_DIR) {
  console.error('DATA_DIR, E2E_OPERATOR_EMAIL and E2E_OPERATOR_PASSWORD are required.');
  process.exit(1);
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'off',
  DATA_DIR: process.env.DATA_DIR,
});
const database = await openMigratedDatabase(config, createLogger(config));
try {
  // A cheap hash: this account lives for one e2e run.
  const passwordHash = await hashPassword(password, 4);
  await database.db
    .insert(users)
    .values({ email, password_hash: passwordHash, first_name: 'Olive', last_name: 'Operator' })
    .onConflictDoNothing();
  const granted = await grantOperator(database.db, email);
  if (!granted.ok) throw new Error(granted.message);
} finally {
  await database.close();
}
