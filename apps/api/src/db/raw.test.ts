import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { preparedStatement } from './raw.js';

// A statement name is one text (docs/decisions/0045-prepared-hot-statements.md): node-postgres
// would refuse the second text on a connection that prepared the first, at the first call.
it('refuses a second prepared statement under a name already taken, when it is built', () => {
  preparedStatement('raw_test_once', sql`select 1`);
  expect(() => preparedStatement('raw_test_once', sql`select 2`)).toThrow(
    'preparedStatement: "raw_test_once" is taken',
  );
});
