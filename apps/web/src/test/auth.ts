import { useAuthStore, type AuthUser } from '@/stores/auth-storage';

export const testUser: AuthUser = {
  _id: 'user-1',
  email: 'maya@example.com',
  first_name: 'Maya',
  last_name: 'Alvarez',
  photo: null,
  email_verified: true,
  is_operator: false,
};

/** An unsigned JWT whose exp is `seconds` from now: enough for the client, which never verifies. */
export function makeToken(seconds: number, now = Date.now()): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: testUser._id, exp: Math.floor(now / 1000) + seconds })}.sig`;
}

export function signIn(): void {
  useAuthStore.setState({ token: makeToken(3600), user: testUser, isInitialized: true });
}

export function signOut(isInitialized = true): void {
  useAuthStore.setState({ token: null, user: null, isInitialized });
}
