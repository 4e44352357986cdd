import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORAGE_KEY } from '@/lib/constants';
import { isTokenValid } from '@/lib/jwt';

/** The signed-in member as the client keeps it (spec point 3, local auth state). */
export interface AuthUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  photo: string | null;
}

interface AuthState {
  token: string | null;
  user: AuthUser | null;
  /** False until initialize() has checked the stored token; never persisted. */
  isInitialized: boolean;
  setAuth: (token: string, user: AuthUser) => void;
  clearAuth: () => void;
  initialize: () => Promise<void>;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      isInitialized: false,
      setAuth: (token, user) => set({ token, user }),
      clearAuth: () => set({ token: null, user: null }),
      initialize: () => {
        // The auth feature extends this with GET /v1/auth/me and the logout request; for now a
        // stored token is kept only while it is valid by the spec's 60-second margin.
        if (!isTokenValid(get().token)) get().clearAuth();
        set({ isInitialized: true });
        return Promise.resolve();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

/** True when a member is signed in (a token and a user are present). */
export function selectIsSignedIn(state: Pick<AuthState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
