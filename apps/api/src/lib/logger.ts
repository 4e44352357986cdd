import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';

export type { Logger };

const require = createRequire(import.meta.url);

// pino-pretty is a dev dependency: absent from the production image, optional everywhere.
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Header values that identify a session: censored wherever a log line holds headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

// Secrets that travel in URLs: the reset token in the reset path, and the OAuth callback's code
// and state (and anything named like a token) in query strings, and the signature of an upload URL.
const SECRET_QUERY_PARAMS = new Set([
  'code',
  'state',
  'token',
  'accesstoken',
  'access_token',
  'sig',
]);

/** A request URL safe to log: reset tokens and OAuth codes replaced by [redacted]. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/(\/reset-password\/[^/]*\/)[^/]+/, '$1[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const key = pair.split('=')[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // keep the raw key
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Structured JSON logs; pretty lines in development when pino-pretty is installed and stdout is a terminal. */
export function createLogger(
  config: Pick<Config, 'env' | 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: 'squadup-api' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  if (
    config.env === 'development' &&
    config.logLevel !== 'silent' &&
    process.stdout.isTTY &&
    prettyAvailable()
  ) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, ignore: 'pid,hostname,service' },
      },
    });
  }
  return pino(options, bufferedStdout());
}

/** How long a log line may wait in the buffer before it is written. */
export const LOG_FLUSH_MS = 200;

/**
 * Standard output, written a few kilobytes at a time: a write of its own for every line (the
 * access log's line per request) cost each request a system call. Lines wait at most
 * LOG_FLUSH_MS, and what waits is written when the process exits; only a SIGKILL can lose the last moment's lines (docs/decisions/0060-request-cost.md).
 */
let stdout: ReturnType<typeof pino.destination> | undefined;
function bufferedStdout(): DestinationStream {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: true, minLength: 4096 });
  setInterval(() => destination.flushSync(), LOG_FLUSH_MS).unref();
  process.on('exit', () => destination.flushSync());
  stdout = destination;
  return destination;
}
