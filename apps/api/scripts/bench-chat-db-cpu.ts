// The CPU of PostgreSQL's backends serving one database, for `npm run bench:chat` rows on a local
// PostgreSQL: the app's process may be idle while its sends wait on the database, and on one
// machine the database's CPU competes with the app's. Read from /proc (Linux): every process whose
// title is `postgres: … <user> <database> …`, its user + system time. Backends live as long as the
// app's pool keeps them, so the difference over a window is the database's work for that app;
// undefined where /proc or the server is not ours to read (another machine, another OS).
import { readdirSync, readFileSync } from 'node:fs';
import { procStatCpuMs } from '../src/lib/proc-stat.js';

/** Total CPU time, ms, of the live backends of `database`; undefined when none is visible. */
export function databaseCpuMs(database: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let totalMs = 0;
  let seen = false;
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.split(' ').includes(database)) continue;
      totalMs += procStatCpuMs(`/proc/${pid}/stat`);
      seen = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seen ? totalMs : undefined;
}
