import { describe, expect, it } from 'vitest';
import { isUnauthorizedError } from './realtime-socket';

// The shape socket.io-client hands `connect_error` listeners: the server middleware's message,
// with its `data` (apps/api/src/realtime/handshake.ts: unauthorizedError()).
const connectError = (message: string, data?: unknown) =>
  Object.assign(new Error(message), { data });

describe('isUnauthorizedError', () => {
  it("is the handshake's refusal whatever its message says, told by the code", () => {
    expect(isUnauthorizedError(connectError('unauthorized', { code: 'UNAUTHENTICATED' }))).toBe(
      true,
    );
    expect(isUnauthorizedError(connectError('token refused', { code: 'UNAUTHENTICATED' }))).toBe(
      true,
    );
  });

  it('is not a refusal when only the text looks like one', () => {
    expect(isUnauthorizedError(connectError('unauthorized'))).toBe(false);
    expect(isUnauthorizedError(connectError('invalid token (jwt expired)'))).toBe(false);
    expect(isUnauthorizedError(connectError('unauthorized', 'unauthorized'))).toBe(false);
    expect(isUnauthorizedError(connectError('unauthorized', { message: 'unauthorized' }))).toBe(
      false,
    );
  });

  it('is not a refusal for another code or a transport error', () => {
    expect(isUnauthorizedError(connectError('forbidden', { code: 'FORBIDDEN' }))).toBe(false);
    expect(isUnauthorizedError(connectError('xhr poll error'))).toBe(false);
    expect(isUnauthorizedError(connectError('websocket error', null))).toBe(false);
  });
});
