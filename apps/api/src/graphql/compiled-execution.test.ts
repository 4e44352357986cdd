import type {
  GatewayExecutor,
  GatewayGraphQLRequestContext,
} from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getOperationAST, parse, type DocumentNode } from 'graphql';
import { compileQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import {
  compiledExecution,
  compileOperation,
  leafOptions,
  runCompiled,
} from './compiled-execution.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Post {
      id: ID!
      title: String!
      tags: [String!]!
    }
    type Query {
      posts(limit: Int!): [Post!]!
      broken: Post
    }
    type Mutation {
      rename(title: String!): String!
    }
  `,
  resolvers: {
    Query: {
      posts: (_: unknown, { limit }: { limit: number }, context: { calls: string[] }) => {
        context.calls.push(`posts ${limit}`);
        return Array.from({ length: limit }, (_, n) => ({
          id: n,
          title: `Post ${n}`,
          tags: ['a'],
        }));
      },
      broken: () => {
        throw new Error('the resolver failed');
      },
    },
    Mutation: { rename: (_: unknown, { title }: { title: string }) => title.toUpperCase() },
  },
});

async function start() {
  const compiled: DocumentNode[] = [];
  const gateway = compiledExecution(schema, {
    compile: (s, document, name) => {
      compiled.push(document);
      return compileQuery(s, document, name);
    },
  });
  gateway.onSchemaLoadOrUpdate(() => undefined);
  const { executor } = (await gateway.load({ apollo: {} })) as { executor: GatewayExecutor };
  const run = (document: DocumentNode, variables: Record<string, unknown>) => {
    const context = { calls: [] as string[] };
    const request = {
      document,
      operation: getOperationAST(document)!,
      operationName: null,
      request: { variables },
      context,
    } as unknown as GatewayGraphQLRequestContext;
    return executor(request).then((result) => ({ result, calls: context.calls }));
  };
  return { run, compiled };
}

describe('compiledExecution', () => {
  it('compiles a query the second time it runs, with the same answer as the first', async () => {
    const { run, compiled } = await start();
    const document = parse('query Posts($limit: Int!) { posts(limit: $limit) { id title tags } }');
    const first = await run(document, { limit: 2 });
    expect(compiled).toEqual([]);
    const second = await run(document, { limit: 2 });
    expect(compiled).toEqual([document]);
    expect(second).toEqual(first);
    expect(first.result).toEqual({
      data: {
        posts: [
          { id: '0', title: 'Post 0', tags: ['a'] },
          { id: '1', title: 'Post 1', tags: ['a'] },
        ],
      },
    });
    await run(document, { limit: 3 });
    expect(compiled).toHaveLength(1); // compiled once, kept
  });

  it("answers variables that do not coerce in graphql-js's words, running no resolver", async () => {
    const { run } = await start();
    const document = parse('query Posts($limit: Int!) { posts(limit: $limit) { id } }');
    await run(document, { limit: 1 });
    const { result, calls } = await run(document, { limit: 'many' });
    expect(calls).toEqual([]);
    expect(result.data).toBeUndefined();
    expect(result.errors?.map((e) => e.message)).toEqual([
      'Variable "$limit" got invalid value "many"; Int cannot represent non-integer value: "many"',
    ]);
  });

  it("keeps a resolver's error with its path, as graphql-js does", async () => {
    const { run } = await start();
    const document = parse('{ broken { id } }');
    const byGraphqlJs = await run(document, {});
    const compiledRun = await run(document, {});
    expect(compiledRun.result.data).toEqual({ broken: null });
    expect(compiledRun.result.errors?.map((e) => [e.message, e.path])).toEqual(
      byGraphqlJs.result.errors?.map((e) => [e.message, e.path]),
    );
    expect(
      (compiledRun.result.errors?.[0] as { originalError?: Error }).originalError?.message,
    ).toBe('the resolver failed');
  });

  it('leaves mutations to graphql-js', async () => {
    const { run, compiled } = await start();
    const document = parse('mutation { rename(title: "x") }');
    for (let n = 0; n < 3; n++)
      expect((await run(document, {})).result).toEqual({ data: { rename: 'X' } });
    expect(compiled).toEqual([]);
  });

  it("answers a request naming none of several operations with graphql-js's error, not a crash", async () => {
    const { run } = await start();
    // getOperationAST finds no operation here, as Apollo does before it calls the executor.
    const document = parse('query A { posts(limit: 1) { id } } query B { posts(limit: 2) { id } }');
    for (let n = 0; n < 2; n++) {
      const { result, calls } = await run(document, {});
      expect(result.errors?.map((e) => e.message)).toEqual([
        'Must provide operation name if query contains multiple operations.',
      ]);
      expect(calls).toEqual([]);
    }
  });
});

describe('leafOptions', () => {
  const leafSchema = makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      enum Mode {
        remote
        onsite
      }
      type Card {
        id: ID
        title: String
        seats: Int
        score: Float
        open: Boolean
        mode: Mode
      }
      type Query {
        card(shape: String!): Card
      }
    `,
    resolvers: {
      Query: {
        card: (_: unknown, { shape }: { shape: string }) =>
          shape === 'exact'
            ? { id: 'c1', title: 'Card', seats: 3, score: 0.5, open: true, mode: 'remote' }
            : // What graphql-js would coerce: a number id, a numeric string, a number as a flag.
              { id: 7, title: 'Card', seats: '3', score: '0.5', open: 1, mode: 'hybrid' },
      },
    },
  });
  const document = parse(
    'query Card($shape: String!) { card(shape: $shape) { id title seats score open mode } }',
  );
  const answer = async (mode: 'as-resolved' | 'checked', shape: string) => {
    const compiled = compileOperation(leafSchema, document, 'Card', {
      leaves: leafOptions(leafSchema, mode),
    })!;
    return (await runCompiled(compiled, {}, { shape }))!;
  };

  it('answers leaves that are already their answers as graphql-js does, in both modes', async () => {
    const byGraphqlJs = await execute({
      schema: leafSchema,
      document,
      variableValues: { shape: 'exact' },
    });
    expect(byGraphqlJs.errors).toBeUndefined();
    expect(await answer('as-resolved', 'exact')).toEqual(byGraphqlJs);
    expect(await answer('checked', 'exact')).toEqual(byGraphqlJs);
  });

  it('checked: a leaf graphql-js would have to coerce is an error on its field', async () => {
    const result = await answer('checked', 'coerced');
    expect(result.data).toEqual({
      card: { id: null, title: 'Card', seats: null, score: null, open: null, mode: null },
    });
    expect(result.errors?.map((e) => [e.path?.join('.'), e.message])).toEqual([
      ['card.id', 'ID cannot represent number 7 as resolved'],
      ['card.seats', 'Int cannot represent string 3 as resolved'],
      ['card.score', 'Float cannot represent string 0.5 as resolved'],
      ['card.open', 'Boolean cannot represent number 1 as resolved'],
      ['card.mode', 'Mode cannot represent string hybrid as resolved'],
    ]);
  });

  it('refuses a schema whose enum answers differ from its values', () => {
    const renamed = makeExecutableSchema({
      typeDefs: 'enum Mode { remote } type Query { mode: Mode }',
      resolvers: { Mode: { remote: 'REMOTE' } },
    });
    expect(() => leafOptions(renamed, 'as-resolved')).toThrow('Mode.remote has an internal value');
  });
});
