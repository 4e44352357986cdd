import { createApp } from './app.js';
import { describeTrustProxy } from './config.js';
import { logDemoSignIn, openMigratedDatabase, seedIfWanted } from './db/prepare.js';
import { runEntryPoint } from './lib/cli.js';

// A backstop over stop()'s own bounds: the delay, SHUTDOWN_GRACE_MS for requests in flight and
// MAIL_SHUTDOWN_WAIT_MS for mails, with room to spare.
const SHUTDOWN_BACKSTOP_MS = 25_000;

runEntryPoint(async (config, log) => {
  const database = await openMigratedDatabase(config, log);
  const seeded = await seedIfWanted(database, config, log);
  const server = await createApp(config, { database, logger: log });
  const { port, metricsUrl } = await server.start(config.port, config.host);

  log.info(`Squadup listening on http://localhost:${port}`);
  if (metricsUrl) log.info(`Prometheus metrics on ${metricsUrl}`);
  log.info(describeTrustProxy(config.trustProxy));
  await logDemoSignIn(database, config, log, seeded);

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal} received: shutting down`);
    setTimeout(() => {
      log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownDelayMs + SHUTDOWN_BACKSTOP_MS).unref();
    server.stop().then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
