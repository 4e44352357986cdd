import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import type { EventPublisher } from '../../lib/domain-events.js';

/** What the auth services need; built once per app by createAuthModule (auth.module.ts). */
export interface AuthDeps {
  db: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  /** Committed changes for the realtime broadcaster (ended sessions close their sockets). */
  events: EventPublisher;
  commonPasswords: ReadonlySet<string>;
  /** Runs work after the answer was sent; errors are logged. The app awaits it on shutdown. */
  background(label: string, work: () => Promise<void>): void;
}
