import type { ChildProcess } from 'node:child_process';

/** SIGTERM to a bench's child process; resolves once it has exited (at once if it already had). */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
