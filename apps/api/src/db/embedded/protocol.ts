// The few pieces of the PostgreSQL wire protocol (version 3) the embedded server reads and writes
// itself; everything else passes through to PGlite untouched.

/** The first message's codes (they have no type byte: length, then a 32-bit code). */
export const PROTOCOL_3 = 196_608;
export const SSL_REQUEST = 80_877_103;
export const GSSENC_REQUEST = 80_877_104;
export const CANCEL_REQUEST = 80_877_102;

/** Frontend message types that end a unit of work: Sync (extended protocol) and Query (simple). */
export const UNIT_ENDS = new Set(['S'.charCodeAt(0), 'Q'.charCodeAt(0)]);
export const TERMINATE = 'X'.charCodeAt(0);
const PARSE = 'P'.charCodeAt(0);
const BIND = 'B'.charCodeAt(0);
const DESCRIBE = 'D'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const STATEMENT = 'S'.charCodeAt(0);

/** The first message of a connection: its length (itself included) and code, or null until 8 bytes came. */
export function readInitial(buffer: Buffer): { length: number; code: number } | null {
  if (buffer.length < 8) return null;
  return { length: buffer.readInt32BE(0), code: buffer.readInt32BE(4) };
}

/** A typed message's whole length (type byte included), or null until its header came. */
export function typedLength(buffer: Buffer): number | null {
  if (buffer.length < 5) return null;
  return 1 + buffer.readInt32BE(1);
}

function typedMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');

/** Where the prepared statement's name starts in a frontend message, or -1 if it names none. */
function statementNameAt(message: Buffer): number {
  switch (message[0]) {
    case PARSE:
      return 5;
    case BIND: {
      const portalEnd = message.indexOf(0, 5);
      return portalEnd < 0 ? -1 : portalEnd + 1; // after the portal's name
    }
    case DESCRIBE:
    case CLOSE:
      return message[5] === STATEMENT ? 6 : -1; // 'P' names a portal
    default:
      return -1;
  }
}

/**
 * The message with `prefix` put in front of the name of the prepared statement it names (Parse,
 * Bind, and Describe or Close of a statement), and that new name's bytes (as latin1, so any bytes
 * survive the round trip). The unnamed statement ('') is left alone: it lives only inside one unit
 * of work. Every other message comes back as it was, with no name.
 */
export function scopeStatement(
  message: Buffer,
  prefix: Buffer,
): { message: Buffer; scopedName: string | null } {
  const start = statementNameAt(message);
  if (start < 0) return { message, scopedName: null };
  const end = message.indexOf(0, start);
  if (end <= start) return { message, scopedName: null };
  const body = Buffer.concat([message.subarray(5, start), prefix, message.subarray(start)]);
  const scopedName = Buffer.concat([prefix, message.subarray(start, end)]).toString('latin1');
  return { message: typedMessage(String.fromCharCode(message[0]!), body), scopedName };
}

/** Close messages for the named statements, then a Sync (closing an unknown name is no error). */
export function closeStatements(scopedNames: Iterable<string>): Buffer {
  const closes = [...scopedNames].map((name) =>
    typedMessage(
      'C',
      Buffer.concat([Buffer.from('S', 'latin1'), Buffer.from(name, 'latin1'), Buffer.from([0])]),
    ),
  );
  return Buffer.concat([...closes, typedMessage('S', Buffer.alloc(0))]);
}

/** A simple Query message (the ROLLBACK sent for a connection that closed mid-transaction). */
export const queryMessage = (text: string): Buffer => typedMessage('Q', cstring(text));

/**
 * What a server answers a startup message with: authentication done, the session's parameters,
 * a key (cancel requests are ignored: there is no backend process to signal) and ReadyForQuery.
 */
export function startupReply(parameters: Record<string, string>, processId: number): Buffer {
  const authOk = typedMessage('R', Buffer.from([0, 0, 0, 0]));
  const statuses = Object.entries(parameters).map(([name, value]) =>
    typedMessage('S', Buffer.concat([cstring(name), cstring(value)])),
  );
  const key = Buffer.alloc(8);
  key.writeInt32BE(processId, 0);
  key.writeInt32BE(0, 4);
  const ready = typedMessage('Z', Buffer.from('I', 'latin1'));
  return Buffer.concat([authOk, ...statuses, typedMessage('K', key), ready]);
}

/** An ErrorResponse with a SQLSTATE, as a server refusing a connection sends it. */
export function errorReply(sqlstate: string, text: string): Buffer {
  const fields = Buffer.concat([
    Buffer.from('S'),
    cstring('FATAL'),
    Buffer.from('V'),
    cstring('FATAL'),
    Buffer.from('C'),
    cstring(sqlstate),
    Buffer.from('M'),
    cstring(text),
    Buffer.from([0]),
  ]);
  return typedMessage('E', fields);
}
