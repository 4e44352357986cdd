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
   * Keeps the packets for the member's long-polling sockets on this instance buffered until the
   * returned release is called: what is emitted meanwhile leaves with them. A packet waits
   * `maxHoldMs` at most, whatever holds follow (a slow recount, a stream of them).
   */
  hold(userId: string): () => void;
}

interface Gate {
  holds: number;
  /** A flush was asked for while held. */
  wanted: boolean;
  /** Ends the current hold window: what waited leaves, whatever holds remain. */
  deadline: NodeJS.Timeout | null;
  flush(): void;
  flushNow(): void;
}

/**
 * Packets for one client written in the same turn of the event loop leave together. engine.io
 * writes each packet at once when the client's long-poll is waiting, so three emits to a member
 * (a message, its chat's count, the total) cost three poll round trips; deferring the write to
 * the end of the turn (setImmediate) sends them in one, and with websockets in one burst
 * (docs/decisions/0044-listen-backlog-and-keep-alive.md). A hold stretches that to a recount for
 * a long-polling client: a message and the counts it changes reach the member in one response
 * (docs/decisions/0046-chat-sends-share-a-commit.md). No packet waits longer than `maxHoldMs`
 * for holds, however many follow each other.
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
      deadline: null,
      flush() {
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (gate.holds > 0) gate.wanted = true;
          else flushNow();
        });
      },
      flushNow,
    };
    gates.set(conn, gate);
    socket.flush = () => gate.flush();
    conn.once('close', () => {
      if (gate.deadline) clearTimeout(gate.deadline);
    });
  });

  // A long-poll is what a hold saves a round trip of; a websocket frame costs none.
  const gatesOf = (userId: string): Gate[] => {
    const namespace = io.of('/');
    const ids = namespace.adapter.rooms.get(userRoom(userId)) ?? new Set<string>();
    return [...ids].flatMap((id) => {
      const conn = namespace.sockets.get(id)?.conn;
      const gate = conn && conn.transport.name === 'polling' ? gates.get(conn) : undefined;
      return gate ? [gate] : [];
    });
  };

  const endWindow = (gate: Gate) => {
    gate.deadline = gate.holds > 0 ? setTimeout(() => endWindow(gate), maxHoldMs) : null;
    if (gate.wanted) {
      gate.wanted = false;
      gate.flushNow();
    }
  };

  return {
    hold(userId) {
      const held = maxHoldMs > 0 ? gatesOf(userId) : [];
      for (const gate of held) {
        gate.holds += 1;
        gate.deadline ??= setTimeout(() => endWindow(gate), maxHoldMs);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const gate of held) {
          gate.holds -= 1;
          if (gate.holds > 0) continue;
          if (gate.deadline) clearTimeout(gate.deadline);
          gate.deadline = null;
          if (gate.wanted) {
            gate.wanted = false;
            gate.flush();
          }
        }
      };
    },
  };
}
