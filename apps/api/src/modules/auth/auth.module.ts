import type { IncomingMessage } from 'node:http';
import type { Router } from 'express';
import type { PlainMiddleware, ResponseWithLocals } from '../../lib/plain-http.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { withTimeout } from '../../lib/timeout.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { AccountCreator } from '../../graphql/context.js';
import type { AuthDeps } from './auth.deps.js';
import { authRouter } from './auth.routes.js';
import { prepareDummyHash, register } from './auth.service.js';
import { graphqlBearerAuth, requireBearer } from './bearer.js';
import { loadCommonPasswords } from './password-policy.js';
import type { SessionCache } from './session-cache.js';

export interface AuthModule {
  /** Mounted at /v1/auth. */
  router: Router;
  /** For REST routes of other modules: the signed-in member's id, or a 401. */
  requireMember: (req: IncomingMessage) => Promise<string>;
  /** In front of Apollo on /graphql (see bearer.ts). */
  graphqlAuth: PlainMiddleware<IncomingMessage, ResponseWithLocals>;
  accounts: AccountCreator;
  /** Resolves once work still running after its answer (reset mails) is done. */
  settled(): Promise<void>;
  /** settled() for at most MAIL_SHUTDOWN_WAIT_MS, then closes the mailer. */
  close(): Promise<void>;
}

/** How long stopping waits for mails still being sent after their answer. */
export const MAIL_SHUTDOWN_WAIT_MS = 5_000;

/** Wires the auth services for one app: mailer, password list, background work, routes. */
export function createAuthModule(options: {
  config: Config;
  db: Database;
  log: Logger;
  events: DomainEvents<Database>;
  /** Outgoing mail (app.ts builds it from config, or takes a test's). */
  mailer: Mailer;
  /** The instance's recent bearer-check answers, for /graphql (session-cache.ts). */
  sessions?: SessionCache;
}): AuthModule {
  const { config, db, log, events, mailer, sessions } = options;
  const pending = new Set<Promise<void>>();
  const deps: AuthDeps = {
    db,
    config,
    log,
    mailer,
    events,
    // Read once at start-up: a missing list fails the start, not the first sign-up.
    commonPasswords: loadCommonPasswords(),
    background(label, work) {
      const task: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error }, `Background task failed: ${label}`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
  };
  // So the first login for an unknown address is not slower than a wrong password (auth.service.ts).
  deps.background('dummy hash', () => prepareDummyHash(config.bcryptCost));
  return {
    router: authRouter(deps),
    requireMember: (req) => requireBearer({ config, db, sessions }, req),
    graphqlAuth: graphqlBearerAuth({ config, db, sessions }),
    accounts: { create: (input) => register(deps, input) },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      // Bounded: a mail server that accepts and never answers must not hold the shutdown.
      await withTimeout(this.settled(), MAIL_SHUTDOWN_WAIT_MS, 'gave up').catch(() =>
        log.warn(`Stopped waiting for ${pending.size} background task(s), mails among them`),
      );
      mailer.close();
    },
  };
}
