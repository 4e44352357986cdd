import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../../src/db/client.js';
import { migrationsDir } from '../../src/lib/paths.js';

/** A migrated, empty in-memory PGlite as a data-directory tarball (PGlite's dumpDataDir). */
export async function buildMigratedDump(): Promise<Buffer> {
  const client = await PGlite.create({ dataDir: 'memory://', extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
