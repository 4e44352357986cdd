import type { RealtimeServer, RealtimeSocket } from './rooms.js';

/** The engine.io connection under a socket.io socket. */
type EngineSocket = RealtimeSocket['conn'];

/**
 * What every packet to one client is written through: engine.io's private `flush`, which writes the
 * buffered packets the moment the transport can take them.
 */
interface Flushing {
  flush(): void;
}

/**
 * Packets for one client written in the same turn of the event loop leave together. engine.io
 * writes each packet at once when the client's long-poll is waiting, so three emits to a member
 * (a message, its chat's count, the total) cost three poll round trips; deferring the write to
 * the end of the turn (setImmediate) sends them in one, and with websockets in one burst
 * (docs/decisions/0044-listen-backlog-and-keep-alive.md).
 */
export function coalesceWrites(io: RealtimeServer): void {
  io.engine.on('connection', (conn: EngineSocket) => {
    const socket = conn as unknown as Flushing;
    const flushNow = socket.flush.bind(conn);
    let scheduled = false;
    socket.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        flushNow();
      });
    };
  });
}
