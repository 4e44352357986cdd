import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPreparedQueries } from './prepared-queries.js';

const schema = buildSchema(`type Query { hello: String, other: String }`);
schema.getQueryType()!.getFields().hello!.resolve = () => 'world';

const prepared = (maxDocuments?: number) =>
  createPreparedQueries({ schema, rules: [], parseOptions: {}, maxDocuments });

const TWO = 'query Hello { hello } query Other { other }';

describe('createPreparedQueries', () => {
  it('prepares a text the second time it arrives, and runs its operation', async () => {
    const queries = prepared();
    expect(queries.lookup('{ hello }', undefined)).toBeUndefined();
    const query = queries.lookup('{ hello }', undefined);
    expect(await query?.run({}, {})).toEqual({ data: { hello: 'world' } });
    expect(queries.kept()).toEqual({ documents: 1, operations: 1 });
  });

  it('keeps nothing for operation names the document lacks, however many are asked', () => {
    const queries = prepared();
    queries.lookup(TWO, 'Hello');
    for (let i = 0; i < 1_000; i += 1) {
      expect(queries.lookup(TWO, `Missing${i}`)).toBeUndefined();
    }
    expect(queries.lookup(TWO, undefined)).toBeUndefined(); // ambiguous: Apollo answers
    expect(queries.kept()).toEqual({ documents: 1, operations: 0 });
    expect(queries.lookup(TWO, 'Hello')?.operationName).toBe('Hello');
    expect(queries.lookup(TWO, 'Other')?.operationName).toBe('Other');
    expect(queries.kept()).toEqual({ documents: 1, operations: 2 });
  });

  it('keeps at most its number of texts, the oldest going first', () => {
    const queries = prepared(3);
    for (const field of ['hello', 'other', '__typename', 'hello __typename']) {
      queries.lookup(`{ ${field} }`, undefined);
    }
    expect(queries.kept().documents).toBe(3);
    expect(queries.lookup('{ hello }', undefined)).toBeUndefined(); // forgotten: seen once again
  });

  it('leaves mutations and invalid documents to Apollo', () => {
    const queries = prepared();
    for (const text of ['{ missing }', 'mutation { hello }', '{ hello']) {
      queries.lookup(text, undefined);
      expect(queries.lookup(text, undefined)).toBeUndefined();
    }
    expect(queries.kept().operations).toBe(0);
  });
});
