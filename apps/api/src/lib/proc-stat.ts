import { readFileSync } from 'node:fs';

/** Kernel clock ticks a second (USER_HZ), the unit of /proc's CPU times: 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * The user + system CPU time so far, in ms, from a Linux /proc stat file: a process's
 * (`/proc/<pid>/stat`) or one of its threads' (`/proc/self/task/<tid>/stat`). Throws when the file
 * cannot be read (not Linux, or the process or thread has ended).
 */
export function procStatCpuMs(path: string): number {
  const stat = readFileSync(path, 'utf8');
  // Fields after the command's closing bracket (a command may hold spaces): utime is the 12th of
  // them (field 14 of the file), stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
