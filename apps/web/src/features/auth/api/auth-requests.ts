import {
  AUTH_ROUTES,
  type AuthResponse,
  type LoginValues,
  type MessageResponse,
  type SignupValues,
} from '@squadup/shared';
import { request } from '@/lib/http';

/** Answer of GET /v1/auth/providers. */
export interface SocialProviders {
  google: boolean;
  github: boolean;
}

// The auth forms' calls. Auth routes answer to their caller: the forms show failures themselves
// (lib/http.ts never refreshes or toasts for them).

export function login(values: LoginValues): Promise<AuthResponse> {
  return request<AuthResponse>(AUTH_ROUTES.login, { method: 'POST', body: values });
}

export function signup(values: SignupValues): Promise<AuthResponse> {
  return request<AuthResponse>(AUTH_ROUTES.signup, {
    method: 'POST',
    body: { ...values, last_name: values.last_name ?? '' },
  });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return request<MessageResponse>(AUTH_ROUTES.forgotPassword, { method: 'POST', body: { email } });
}

export function resetPassword(id: string, token: string, password: string) {
  const path = `${AUTH_ROUTES.resetPassword}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
  return request<MessageResponse>(path, { method: 'POST', body: { password } });
}

/** Which social sign-in providers the server has configured. */
export function fetchSocialProviders(): Promise<SocialProviders> {
  return request<SocialProviders>(AUTH_ROUTES.providers);
}

export function verifyEmail(id: string, token: string): Promise<MessageResponse> {
  const path = `${AUTH_ROUTES.verifyEmail}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`;
  return request<MessageResponse>(path, { method: 'POST', body: {} });
}

/** Mails a new verification link to the signed-in member (rate-limited: 429 with the server's text). */
export function resendVerification(): Promise<MessageResponse> {
  return request<MessageResponse>(AUTH_ROUTES.resendVerification, { method: 'POST', body: {} });
}

/** Ends every session of the signed-in member, this one included. */
export function logoutEverywhere(): Promise<unknown> {
  return request(AUTH_ROUTES.logoutEverywhere, { method: 'POST', body: {} });
}
