import type { AuthUser } from '@squadup/shared';

interface AuthSnapshot {
  token: string | null;
  user: AuthUser | null;
}

/** The part of the zustand auth store the binding needs (a fake in tests). */
export interface AuthSource {
  getState: () => AuthSnapshot;
  subscribe: (listener: (state: AuthSnapshot) => void) => () => void;
}

/** The signed-in member's id, or null when signed out. */
export const signedInMember = (state: AuthSnapshot): string | null =>
  state.token && state.user ? state.user._id : null;

/**
 * Closes the connection (and zeroes the counters) the moment the session ends or changes hands.
 * Lives outside React so leaving the signed-in layout for a public page (privacy, terms) does not
 * drop a signed-in member's connection; only signing out does.
 */
export function closeOnSignOut(manager: { stop: () => void }, auth: AuthSource): () => void {
  let member = signedInMember(auth.getState());
  return auth.subscribe((state) => {
    const next = signedInMember(state);
    if (next === member) return;
    member = next;
    manager.stop();
  });
}
