import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_ROUTES, type AuthUser } from '@squadup/shared';
import { AUTH_STORAGE_KEY } from '@/lib/constants';
import { HttpError, request } from '@/lib/http';
import { isTokenValid } from '@/lib/jwt';
import { bindSessionStore, renewSession } from '@/lib/session';

export type { AuthUser } from '@squadup/shared';

interface AuthState {
  token: string | null;
  user: AuthUser | null;
  /** False until initialize() has checked the stored token; never persisted. */
  isInitialized: boolean;
  setAuth: (token: string, user: AuthUser) => void;
  /** A refreshed access token for the same member. */
  setToken: (token: string) => void;
  /** Keeps the stored member in step after a profile edit (names, photo), so the nav follows. */
  updateUser: (patch: Partial<Omit<AuthUser, '_id'>>) => void;
  /**
   * Signs out locally and, when there was a session, sends the logout request (not when the server
   * has already ended it, e.g. after "sign out everywhere").
   */
  clearAuth: (options?: { tellServer?: boolean }) => void;
  /**
   * A valid stored token fetches the current member. A stored session whose token has
   * expired (or is inside the margin) is renewed once first; auth is cleared only when that fails.
   */
  initialize: () => Promise<void>;
  /** Reads the member again from the server (e.g. after the address was verified). */
  reloadUser: () => Promise<void>;
}

let initializing: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      isInitialized: false,
      setAuth: (token, user) => set({ token, user }),
      setToken: (token) => set({ token }),
      updateUser: (patch) => {
        const { user } = get();
        if (user) set({ user: { ...user, ...patch } });
      },
      clearAuth: ({ tellServer = true } = {}) => {
        const { token, user } = get();
        set({ token: null, user: null });
        if (tellServer && (token || user)) void sendLogout();
      },
      reloadUser: async () => {
        const { token } = get();
        if (!token) return;
        const user = await fetchCurrentUser();
        if (get().token === token) set({ user });
      },
      initialize: () => {
        initializing ??= (async () => {
          await restoreSession(get, set);
          set({ isInitialized: true });
        })().finally(() => {
          initializing = null;
        });
        return initializing;
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

bindSessionStore({
  getToken: () => useAuthStore.getState().token,
  setToken: (token) => useAuthStore.getState().setToken(token),
  clear: () => useAuthStore.getState().clearAuth(),
});

type Get = () => AuthState;
type SetState = (patch: Partial<AuthState>) => void;

async function restoreSession(get: Get, set: SetState): Promise<void> {
  let { token } = get();
  if (!token || !get().user) {
    get().clearAuth();
    return;
  }
  // A token the server has just issued is used as it is, whatever its lifetime (a server configured
  // with tokens shorter than the margin would otherwise never keep a session).
  if (!isTokenValid(token)) {
    const renewal = await renewSession();
    // Offline or the server restarting: keep the stored session; the first 401 refreshes again.
    if (renewal.kind === 'unreachable') return;
    if (renewal.kind === 'refused') {
      if (get().token === token) get().clearAuth();
      return;
    }
    token = renewal.token;
  }
  try {
    // request() renews once on a 401 (a clock that runs slow, or a token the server has just
    // refused) before giving up.
    const user = await fetchCurrentUser();
    // A sign-in that finished meanwhile (social callback) wins over this older session.
    if (get().token === token) set({ user });
  } catch (error) {
    // Offline or the server failing: keep the stored session, as for a refresh that cannot reach
    // the server. Only the server's refusal of this session ends it.
    if (error instanceof HttpError && (error.status === 0 || error.status >= 500)) return;
    if (get().token === token || get().token === null) get().clearAuth();
  }
}

async function fetchCurrentUser(): Promise<AuthUser> {
  const user = await request<AuthUser | null>(AUTH_ROUTES.me);
  if (!user || typeof user._id !== 'string' || typeof user.email !== 'string') {
    throw new Error('Unexpected answer from the current-member call.');
  }
  return user;
}

// The logout answer is ignored and a failure is only logged.
async function sendLogout(): Promise<void> {
  try {
    await request(AUTH_ROUTES.logout, { method: 'POST', body: {} });
  } catch (error) {
    console.error('Logout request failed.', error);
  }
}

/** True when a member is signed in (a token and a user are present). */
export function selectIsSignedIn(state: Pick<AuthState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
