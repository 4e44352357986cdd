// The browser journeys' operator (apps/web/e2e/moderation.spec.ts): before the e2e server opens
// DATA_DIR (PGlite allows one process), creates E2E_OPERATOR_EMAIL with E2E_OPERATOR_PASSWORD and
// gives them the operator role, as `npm run operator -- grant EMAIL` does (docs/decisions/0034).
// Run by apps/web/playwright.config.ts with tsx; never against a real database.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openMigratedDatabase } from '../src/db/prepare.js';
import { users } from '../src/db/schema/index.js';
import { createLogger } from '../src/lib/logger.js';
import { hashPassword } from '../src/lib/password.js';

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
  await database.db.update(users).set({ role: 'operator' }).where(eq(users.email, email));
} finally {
  await database.close();
}
