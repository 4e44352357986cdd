import { eq } from 'drizzle-orm';
import type { TestApp } from '../app.js';
import type { TestSmtpServer } from '../smtp.js';
import { users } from '../../src/db/schema/index.js';
import { createJobEngine, type JobEngine } from '../../src/jobs/engine.js';
import { createLogger } from '../../src/lib/logger.js';
import { createMailer } from '../../src/lib/mail.js';
import {
  MAIL_SWEEP_QUEUE,
  notificationJobs,
  type NotificationJobDeps,
} from '../../src/modules/notifications/notifications.jobs.js';

/**
 * The mail jobs of a test app for real: pg-boss on the app's database and nodemailer talking
 * SMTP to a loopback server. Tests run the sweep's steps themselves (with a `now` past the
 * delays) and let the engine deliver: the engine is started without the sweep, whose cron and
 * start-up run would otherwise move its marks under a test's feet.
 */
export async function startMailJobs(
  app: TestApp,
  smtp: TestSmtpServer,
): Promise<{ deps: NotificationJobDeps; engine: JobEngine; stop(): Promise<void> }> {
  const config = { ...app.config, smtpUrl: smtp.url };
  const log = createLogger(config);
  const mailer = createMailer(config, log);
  const engine = createJobEngine(config, app.database, log);
  const deps: NotificationJobDeps = {
    db: app.db,
    config,
    log,
    mailer,
    jobs: engine,
    events: app.server.events,
  };
  await engine.start(notificationJobs(deps).filter((job) => job.queue !== MAIL_SWEEP_QUEUE));
  return {
    deps,
    engine,
    async stop() {
      await engine.stop(2000);
      mailer.close();
    },
  };
}

export const verifyEmail = (app: TestApp, userId: string) =>
  app.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, userId));

/** A moment past the instant delay: what the sweep sees a minute later. */
export const aMinuteLater = () => new Date(Date.now() + 61_000);
