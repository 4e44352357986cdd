import { userRoom, type RealtimeServer, type RealtimeSocket } from './rooms.js';

/** The engine.io connection under a socket.io socket. */
type EngineSocket = RealtimeSocket['conn'];

/**
 * What every packet to one client is written through: engine.io's private `flush`, which writes the
 * buffered packets the moment the transport can take them.
 */
interface Flushing {
  flush(): void;
}

export interface WriteHolds {
  /**
   * Keeps the packets for the member's sockets on this instance buffered until the returned
   * release is called, or `maxHoldMs` pass (a slow recount does not delay more): what is emitted
   * meanwhile leaves with them.
   */
  hold(userId: string): () => void;
}

interface Gate {
  holds: number;
  /** A flush was asked for while held. */
  wanted: boolean;
  flush(): void;
}

/**
 * Packets for one client written in the same turn of the event loop leave together. engine.io
 * writes each packet at once when the client's long-poll is waiting, so three emits to a member
 * (a message, its chat's count, the total) cost three poll round trips; deferring the write to
 * the end of the turn (setImmediate) sends them in one, and with websockets in one burst
 * (docs/decisions/0044-listen-backlog-and-keep-alive.md). A hold stretches that to a recount: a
 * message and the counts it changes reach the member in one response
 * (docs/decisions/0046-chat-sends-share-a-commit.md).
 */
export function coalesceWrites(io: RealtimeServer, maxHoldMs: number): WriteHolds {
  const gates = new WeakMap<EngineSocket, Gate>();

  io.engine.on('connection', (conn: EngineSocket) => {
    const socket = conn as unknown as Flushing;
    const flushNow = socket.flush.bind(conn);
    let scheduled = false;
    const gate: Gate = {
      holds: 0,
      wanted: false,
      flush() {
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (gate.holds > 0) gate.wanted = true;
          else flushNow();
        });
      },
    };
    gates.set(conn, gate);
    socket.flush = () => gate.flush();
  });

  const gatesOf = (userId: string): Gate[] => {
    const namespace = io.of('/');
    const ids = namespace.adapter.rooms.get(userRoom(userId)) ?? new Set<string>();
    return [...ids].flatMap((id) => {
      const conn = namespace.sockets.get(id)?.conn;
      const gate = conn && gates.get(conn);
      return gate ? [gate] : [];
    });
  };

  return {
    hold(userId) {
      const held = maxHoldMs > 0 ? gatesOf(userId) : [];
      if (held.length === 0) return () => undefined;
      for (const gate of held) gate.holds += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        for (const gate of held) {
          gate.holds -= 1;
          if (gate.holds === 0 && gate.wanted) {
            gate.wanted = false;
            gate.flush();
          }
        }
      };
      const timer = setTimeout(release, maxHoldMs);
      return release;
    },
  };
}
