// Socket cases of the sweep: each client event (SOCKET_ACCESS_RULES) with bad payloads.
import { SOCKET_ACCESS_RULES } from '../../src/realtime/access-rules.js';
import { UNKNOWN_ID, type BadValue } from './catalogue.js';

export const CLIENT_EVENTS = Object.keys(SOCKET_ACCESS_RULES).filter((e) => e !== 'connection');

export const SOCKET_PAYLOADS: BadValue[] = [
  { label: 'not a uuid', value: 'not-a-uuid' },
  { label: 'unknown uuid', value: UNKNOWN_ID },
  { label: 'empty', value: '' },
  { label: 'NUL', value: `${UNKNOWN_ID}\u0000` },
  { label: 'lone surrogate', value: '\uD800' },
  // Within SOCKET_LIMITS.maxPayloadBytes; a larger frame closes the connection (socket-limits.test.ts).
  { label: '10k characters', value: 'f'.repeat(10_000) },
  { label: 'number', value: 42 },
  { label: 'object', value: { chatId: UNKNOWN_ID } },
  { label: 'array', value: [UNKNOWN_ID] },
  { label: 'null', value: null },
];
