import { describe, expect, it } from 'vitest';
import { closeStatements, scopeStatement } from './protocol.js';

// The statement names the embedded server scopes per connection (docs/decisions/0045).

function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cstring = (bytes: Buffer | string) =>
  Buffer.concat([Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), Buffer.from([0])]);
const prefix = Buffer.from('c7_');
const params = Buffer.from([0, 0, 0, 0, 0, 0]); // no formats, no values, no result formats

describe('scopeStatement', () => {
  it('prefixes the statement of a Parse, a Bind, and a Describe or Close of a statement', () => {
    const cases = [
      [
        message('P', cstring('s1'), cstring('select 1'), Buffer.from([0, 0])),
        message('P', cstring('c7_s1'), cstring('select 1'), Buffer.from([0, 0])),
      ],
      [
        message('B', cstring(''), cstring('s1'), params),
        message('B', cstring(''), cstring('c7_s1'), params),
      ],
      [
        message('B', cstring('portal'), cstring('s1'), params),
        message('B', cstring('portal'), cstring('c7_s1'), params),
      ],
      [
        message('D', Buffer.from('S'), cstring('s1')),
        message('D', Buffer.from('S'), cstring('c7_s1')),
      ],
      [
        message('C', Buffer.from('S'), cstring('s1')),
        message('C', Buffer.from('S'), cstring('c7_s1')),
      ],
    ];
    for (const [given, scoped] of cases) {
      expect(scopeStatement(given!, prefix)).toEqual({ message: scoped, scopedName: 'c7_s1' });
    }
  });

  it('leaves the unnamed statement, portals, other messages and a malformed Bind alone', () => {
    const untouched = [
      message('P', cstring(''), cstring('select 1'), Buffer.from([0, 0])),
      message('B', cstring(''), cstring(''), params),
      message('D', Buffer.from('P'), cstring('portal')),
      message('C', Buffer.from('P'), cstring('portal')),
      message('E', cstring(''), Buffer.from([0, 0, 0, 0])),
      message('B', Buffer.from('no terminator')),
    ];
    for (const given of untouched) {
      expect(scopeStatement(given, prefix)).toEqual({ message: given, scopedName: null });
    }
  });

  it('keeps any bytes of a name, and closes it by the same bytes', () => {
    const name = Buffer.from([0x73, 0xff, 0xfe]); // not UTF-8
    const { scopedName } = scopeStatement(message('C', Buffer.from('S'), cstring(name)), prefix);
    const sync = message('S');
    expect(closeStatements([scopedName!])).toEqual(
      Buffer.concat([message('C', Buffer.from('S'), cstring(Buffer.concat([prefix, name]))), sync]),
    );
  });
});
