import { SERVER_EVENTS } from '@squadup/shared';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RealtimeServer } from '../realtime/rooms.js';
import { CLIENT_EVENT_LABELS, clientEventLabel } from './labels.js';

/** Connected sockets, the events clients send, and the sockets closed for flooding. */
export function socketMetrics(registry: Registry, io: RealtimeServer): void {
  new Gauge({
    name: 'squadup_sockets_connected',
    help: 'Sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(io.of('/').sockets.size);
    },
  });
  const received = new Counter({
    name: 'squadup_socket_events_received_total',
    help: 'Events received from clients, by event name ("other" for names the server does not handle), counted before the rate limit.',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  for (const event of CLIENT_EVENT_LABELS) received.inc({ event }, 0);
  const rateLimited = new Counter({
    name: 'squadup_socket_rate_limited_total',
    help: 'Sockets closed for going over their event limits (SOCKET_LIMITS).',
    registers: [registry],
  });
  io.on('connection', (socket) => {
    // onAny runs before the socket's middleware, so a flood the limit cuts off is counted too.
    socket.onAny((event: unknown) => received.inc({ event: clientEventLabel(event) }));
    // realtime/socket-limits.ts tells the client `rateLimited` just before closing the socket.
    socket.onAnyOutgoing((event: unknown) => {
      if (event === SERVER_EVENTS.rateLimited) rateLimited.inc();
    });
  });
}
