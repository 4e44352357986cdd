import { ConfigError, loadConfig, type Config } from '../config.js';
import { createLogger, type Logger } from './logger.js';

function exitOnConfigError(error: unknown): void {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Runs an entry point (server or script): loads the configuration, and turns a configuration
 * problem (found on loading or by the entry point itself) into its one-line message and exit
 * code 1 instead of a stack trace.
 */
export function runEntryPoint(main: (config: Config, log: Logger) => Promise<void>): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    exitOnConfigError(error);
    throw error;
  }
  const log = createLogger(config);
  for (const warning of config.warnings) log.warn(warning);
  main(config, log).catch((error: unknown) => {
    exitOnConfigError(error);
    log.fatal({ err: error }, 'Start-up failed');
    // Give an asynchronous log transport (pino-pretty) a moment to flush.
    setTimeout(() => process.exit(1), 100).unref();
    process.exitCode = 1;
  });
}
