import { createServer, type Server } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createMultiplexer } from './multiplexer.js';

/** The settings a client is told at startup, as PostgreSQL reports them. */
const REPORTED_PARAMETERS = [
  'server_version',
  'server_encoding',
  'client_encoding',
  'DateStyle',
  'IntervalStyle',
  'TimeZone',
  'integer_datetimes',
  'standard_conforming_strings',
];

interface SessionServer {
  /** Stops accepting, closes every client connection. PGlite stays open (its owner closes it). */
  close(): Promise<void>;
}

/**
 * Serves the PostgreSQL wire protocol for `pglite` on the Unix socket `path`, several client
 * connections sharing its one session (multiplexer.ts). `onFatal` hears a failure of PGlite itself.
 */
export async function serveSession(
  pglite: PGlite,
  path: string,
  onFatal: (error: unknown) => void,
): Promise<SessionServer> {
  const { rows } = await pglite.query<{ name: string; setting: string }>(
    'select name, setting from pg_settings where name = any($1)',
    [REPORTED_PARAMETERS],
  );
  const parameters = Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  const multiplexer = createMultiplexer(pglite, parameters, onFatal);
  const server: Server = createServer((socket) => multiplexer.attach(socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await multiplexer.closeAll();
      await closed;
    },
  };
}
