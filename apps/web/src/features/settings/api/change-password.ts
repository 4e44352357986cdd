import { AUTH_ROUTES, type AuthResponse, type MessageResponse } from '@squadup/shared';
import { request } from '@/lib/http';

/** What POST /v1/auth/change-password answers: a new session for this device, and a notice. */
export type ChangePasswordResponse = AuthResponse & MessageResponse;

/**
 * Sets a new password (the current one proves it is the member). Every other session ends; this one
 * continues with the answer's access token (and the refresh cookie the answer sets).
 */
export function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResponse> {
  return request<ChangePasswordResponse>(AUTH_ROUTES.changePassword, { method: 'POST', body });
}
