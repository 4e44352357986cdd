// The CPU of PostgreSQL's backends serving one database, for `npm run bench:chat` rows on a local
// PostgreSQL: the app's process may be idle while its sends wait on the database, and on one
// machine the database's CPU competes with the app's. Read from /proc (Linux): every process whose
// title is `postgres: … <user> <database> …`, its user + system time. Backends live as long as the
// app's pool keeps them, so the difference over a window is the database's work for that app;
// undefined where /proc or the server is not ours to read (another machine, another OS).
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks a second (USER_HZ), the unit of /proc/<pid>/stat's times: 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** Total CPU time, ms, of the live backends of `database`; undefined when none is visible. */
export function databaseCpuMs(database: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.split(' ').includes(database)) continue;
      // Fields after the command's closing bracket: state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seen ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}
