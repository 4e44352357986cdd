import type { Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  CANCEL_REQUEST,
  closeStatements,
  errorReply,
  GSSENC_REQUEST,
  PROTOCOL_3,
  queryMessage,
  readInitial,
  scopeStatement,
  SSL_REQUEST,
  startupReply,
  TERMINATE,
  typedLength,
  UNIT_ENDS,
} from './protocol.js';

// PGlite has one session; several client connections share it (docs/decisions/0042). Two rules keep
// each connection's view as if it had a session of its own:
// - a connection's messages run as one unit up to and including its Sync or simple Query: the
//   extended protocol's unnamed statement and portal are the session's, so another connection's
//   Parse/Bind between them would swap its statement or parameters;
// - while the session is in a transaction (ReadyForQuery 'T' or 'E'), only the connection that
//   opened it runs, until it ends; one that closes mid-transaction is rolled back;
// - a named prepared statement of the extended protocol (Parse, Bind, Describe, Close) is the
//   connection's own: its name is prefixed with the connection's number on the way in
//   (node-postgres prepares a name once per connection, so two connections preparing one name
//   would collide), and its statements are closed when it goes. SQL's PREPARE, EXECUTE and
//   DEALLOCATE are not scoped: the app does not use them.

interface Unit {
  bytes: Buffer;
  /** The ROLLBACK for a connection that went away: nobody reads its answer. */
  discard: boolean;
}

interface Connection {
  /**
   * Put in front of its prepared statements' names in the shared session (`c12_`): short and in
   * front, as the session keeps the first 63 bytes of a name.
   */
  prefix: Buffer;
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages of the unit not yet ended by a Sync or Query. */
  pending: Buffer[];
  units: Unit[];
  /** In the ready list (runs when nobody holds a transaction). */
  queued: boolean;
  closed: boolean;
  /** Its number, in the order connections came: the key its startup reply gives it. */
  number: number;
  /** Its prepared statements' names in the session (latin1), closed when it closes. */
  statements: Set<string>;
}

interface SessionMultiplexer {
  /** Serves one client connection until it closes. */
  attach(socket: Socket): void;
  /**
   * Closes every client connection and runs nothing more (the server is stopping, PGlite is closed
   * next); resolves once the unit running, if any, has finished.
   */
  closeAll(): Promise<void>;
}

const ROLLBACK = queryMessage('ROLLBACK');

/**
 * Serves PostgreSQL clients from one PGlite session. `parameters` are the ParameterStatus values a
 * new connection is told; `onFatal` hears a failure of PGlite itself (its state is then unknown).
 */
export function createMultiplexer(
  pglite: PGlite,
  parameters: Record<string, string>,
  onFatal: (error: unknown) => void,
): SessionMultiplexer {
  const connections = new Set<Connection>();
  const ready: Connection[] = [];
  let owner: Connection | null = null; // the connection whose transaction is open
  let running = false;
  let stopping = false;
  let drained: Promise<void> = Promise.resolve();
  let nextNumber = 1;

  function next(): Connection | undefined {
    if (owner) {
      if (owner.units.length > 0) return owner;
      if (owner.closed) {
        owner.units.push({ bytes: ROLLBACK, discard: true });
        return owner;
      }
      return undefined; // the others wait for the transaction to end
    }
    for (let connection = ready.shift(); connection; connection = ready.shift()) {
      connection.queued = false;
      if (connection.units.length > 0) return connection;
    }
    return undefined;
  }

  function requeue(connection: Connection) {
    if (connection === owner || connection.queued || connection.units.length === 0) return;
    connection.queued = true;
    ready.push(connection);
  }

  async function run(connection: Connection, unit: Unit) {
    const answer: Buffer[] = [];
    await pglite.runExclusive(() =>
      pglite.execProtocolRawStream(unit.bytes, {
        // A view into PGlite's memory, reused by the next call: copied.
        onRawData: (data) => void answer.push(Buffer.from(data)),
      }),
    );
    // Sent once PGlite synced its files (execProtocolRawStream resolves after that), so a commit
    // is acknowledged only when it is as durable as in-process PGlite made it; one write a unit.
    if (!unit.discard && !connection.closed) connection.socket.write(Buffer.concat(answer));
    owner = pglite.isInTransaction() ? connection : null;
  }

  async function drain() {
    if (running) return;
    running = true;
    try {
      for (let connection = next(); connection && !stopping; connection = next()) {
        await run(connection, connection.units.shift()!);
        requeue(connection); // round robin: its next unit goes behind the others'
      }
    } finally {
      running = false;
    }
  }

  function schedule() {
    if (running || stopping) return;
    drained = drain().catch(onFatal);
  }

  function refuse(connection: Connection, sqlstate: string, text: string) {
    connection.socket.end(errorReply(sqlstate, text));
  }

  /** Reads the first messages: encryption requests (declined), a cancel (ignored), the startup. */
  function start(connection: Connection): boolean {
    const initial = readInitial(connection.buffer);
    if (!initial) return false;
    if (initial.code === SSL_REQUEST || initial.code === GSSENC_REQUEST) {
      connection.socket.write('N');
      connection.buffer = connection.buffer.subarray(8);
      return true;
    }
    if (initial.code === CANCEL_REQUEST) {
      connection.socket.end();
      return false;
    }
    if (connection.buffer.length < initial.length) return false;
    connection.buffer = connection.buffer.subarray(initial.length);
    if (initial.code !== PROTOCOL_3) {
      refuse(connection, '08P01', 'unsupported frontend protocol');
      return false;
    }
    // The startup's user, database and options are not applied: the session is shared, and it
    // needs no password (the socket's directory is the process's alone).
    connection.started = true;
    connection.socket.write(startupReply(parameters, connection.number));
    return true;
  }

  function receive(connection: Connection, data: Buffer) {
    connection.buffer =
      connection.buffer.length === 0 ? data : Buffer.concat([connection.buffer, data]);
    for (;;) {
      if (!connection.started) {
        if (!start(connection)) return;
        continue;
      }
      const length = typedLength(connection.buffer);
      if (length === null || connection.buffer.length < length) return;
      const scoped = scopeStatement(connection.buffer.subarray(0, length), connection.prefix);
      connection.buffer = connection.buffer.subarray(length);
      const type = scoped.message[0]!;
      if (type === TERMINATE) {
        connection.socket.end();
        return;
      }
      if (scoped.scopedName !== null) connection.statements.add(scoped.scopedName);
      connection.pending.push(scoped.message);
      if (UNIT_ENDS.has(type)) {
        connection.units.push({ bytes: Buffer.concat(connection.pending), discard: false });
        connection.pending = [];
        requeue(connection);
        schedule();
      }
    }
  }

  /** What a connection leaves in the shared session is undone: its transaction, its statements. */
  function close(connection: Connection) {
    if (connection.closed) return;
    connection.closed = true;
    connection.pending = [];
    connections.delete(connection);
    // Stopping, the session goes with PGlite: nothing more runs on it.
    if (stopping) {
      connection.units = [];
      return;
    }
    connection.units = connection === owner ? [{ bytes: ROLLBACK, discard: true }] : [];
    if (connection.statements.size > 0) {
      connection.units.push({ bytes: closeStatements(connection.statements), discard: true });
    }
    requeue(connection);
    if (connection.units.length > 0) schedule();
  }

  return {
    attach(socket) {
      const number = nextNumber++;
      const connection: Connection = {
        prefix: Buffer.from(`c${number}_`, 'latin1'),
        number,
        socket,
        buffer: Buffer.alloc(0),
        started: false,
        pending: [],
        units: [],
        queued: false,
        closed: false,
        statements: new Set(),
      };
      connections.add(connection);
      socket.setNoDelay(true);
      socket.on('data', (data: Buffer) => receive(connection, data));
      socket.on('error', () => undefined); // a client gone mid-write; 'close' follows
      socket.on('close', () => close(connection));
    },
    async closeAll() {
      stopping = true;
      for (const connection of connections) connection.socket.destroy();
      await drained;
    },
  };
}
