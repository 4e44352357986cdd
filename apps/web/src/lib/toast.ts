import type { ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Features show toasts through this module only, so the toast library can change in one place.
//
// The library (sonner) is not in the entry file: most visits show no toast, and every byte before
// the first paint counts on a phone (docs/decisions/0065-first-screen-bytes.md). A toast asked for
// before the library is in waits here, in order, and is shown once the app's toaster has mounted
// with it (app/toaster/toaster-host.tsx); after that each call goes straight to the library.

type Kind = 'success' | 'error' | 'info';
type Library = Pick<typeof sonnerToast, Kind>;

interface WaitingToast {
  kind: Kind;
  message: ReactNode;
  options?: ExternalToast;
}

let library: Library | null = null;
const waiting: WaitingToast[] = [];
const listeners = new Set<() => void>();

function show(kind: Kind, message: ReactNode, options?: ExternalToast): void {
  if (library) {
    library[kind](message, options);
    return;
  }
  waiting.push({ kind, message, options });
  for (const listener of listeners) listener();
}

/** `toast.success('Saved')`, `toast.error(message, { id, description })`, `toast.info(...)`. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
};

/**
 * How many toasts wait for the library (0 once it is in). The toaster host loads the library when
 * this first rises, and tries again on the next toast if that download failed.
 */
export function waitingToasts(): number {
  return waiting.length;
}

/** Calls `listener` whenever a toast starts waiting; answers the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands over the library once the toaster that shows its toasts has mounted: the waiting go first. */
export function attachToastLibrary(loaded: Library): void {
  library = loaded;
  for (const { kind, message, options } of waiting.splice(0)) loaded[kind](message, options);
  for (const listener of listeners) listener();
}
