import { randomBytes } from 'node:crypto';
import { typeDefs } from '@squadup/shared';
import { sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE, notFound } from '../src/errors.js';
import type { GraphQLContext } from '../src/graphql/context.js';
import { GRAPHQL_LIMITS } from '../src/graphql/limits.js';
import { buildResolvers } from '../src/graphql/resolvers.js';
import { startTestApp, type TestApp } from './app.js';
import { gql } from './graphql.js';

type GraphQLBody = { errors?: { extensions?: { code?: string } }[] };

// Post.my_application -> Application.post -> Post is a cycle in the schema.
const cycle = (levels: number): string =>
  levels === 0 ? '_id' : `my_application { post { ${cycle(levels - 1)} } }`;

const failingResolvers = {
  Query: {
    // A real database failure: its message names the table and the SQL.
    loadPosts: (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
      ctx.db.execute(sql`select secret_column from secret_table_that_does_not_exist`),
    getSavedPosts: () => {
      throw new Error('boom at /srv/app/src/secret.ts:42');
    },
    loadPostById: () => {
      throw notFound('Post not found.');
    },
    searchProjects: () => z.object({ search: z.string().min(3) }).parse({ search: 'a' }),
  },
};

describe('GraphQL in development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { NODE_ENV: 'development' }, resolvers: [failingResolvers] });
  });
  afterAll(() => app.stop());

  it('rejects a query nesting the Post/Application cycle beyond the depth limit', async () => {
    const { status, body } = await gql(app, `{ loadPostById(postId: "x") { ${cycle(4)} } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe(
      `Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found 10.`,
    );
  });

  it('accepts a shallow query (validation passes; the operation then needs a signed-in member)', async () => {
    const { status, body } = await gql(app, `{ loadPostsByUserId(userId: "x") { ${cycle(1)} } }`);
    expect(status).toBe(200);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('has a resolver for every Query and Mutation field of the schema', () => {
    const resolvers = buildResolvers(typeDefs);
    const schema = buildSchema(typeDefs);
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const name of Object.keys(root.getFields()))
        expect(typeof resolvers[root.name]?.[name], `${root.name}.${name}`).toBe('function');
    }
  });

  it('refuses to build resolvers when an operation has none (never a silent null)', () => {
    expect(() => buildResolvers(`${typeDefs}\nextend type Query { later: Int }`)).toThrow(
      'No resolver for Query.later',
    );
  });

  it('rejects more aliases than the limit', async () => {
    const fields = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: getSavedPosts { _id }`,
    );
    const { status, body } = await gql(app, `{ ${fields.join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toMatch(/^Aliases limit of 15 exceeded/);
  });

  it('rejects a query whose estimated cost is over the limit', async () => {
    const repeated = `loadPosts { ${cycle(2)} title description tech_stack }`.repeat(200);
    const { status, body } = await gql(app, `{ ${repeated} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/^Query Cost limit of 5000 exceeded/);
  });

  it('refuses a document with more tokens than the limit before validating it', async () => {
    const { status, body } = await gql(
      app,
      `{ ${'__typename '.repeat(GRAPHQL_LIMITS.maxTokens)} }`,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(body.errors?.[0]?.message).toMatch(/Document contains more th.. 5000 tokens/); // graphql-js spells it "more that";
  });

  it('answers a request naming none of several operations, or one the document lacks, with 400', async () => {
    const query = 'query A { loadPosts { _id } } query B { loadPosts { _id } }';
    for (const operationName of [undefined, 'Nope']) {
      for (let n = 0; n < 2; n++) {
        const res = await app.request
          .post('/graphql')
          .set('Content-Type', 'application/json')
          .send({ query, operationName });
        expect(res.status).toBe(400);
        expect((res.body as GraphQLBody).errors?.[0]?.extensions?.code).toBe(
          'OPERATION_RESOLUTION_FAILURE',
        );
      }
    }
  });

  it('refuses batched HTTP requests', async () => {
    const res = await app.request
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/batching/i);
  });

  it('refuses a simple (CSRF-able) request without a preflight-forcing header', async () => {
    const res = await app.request.get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/CSRF/);
    const allowed = await app.request
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('apollo-require-preflight', 'true');
    expect(allowed.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('allows introspection outside production', async () => {
    const { body } = await gql(app, '{ __schema { queryType { name } } }');
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('answers an unexpected database error with the generic message, an error id and no SQL', async () => {
    const { status, body } = await gql(app, '{ loadPosts { _id } }');
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(body.errors?.[0]?.extensions?.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body.errors?.[0]?.extensions ?? {}).sort()).toEqual(['code', 'errorId']);
    expect(JSON.stringify(body)).not.toMatch(/secret|select|stack/i);
  });

  it('answers a thrown Error without its message or stack trace', async () => {
    const { body } = await gql(app, '{ getSavedPosts { _id } }');
    expect(body.errors?.[0]?.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(JSON.stringify(body)).not.toMatch(/boom|secret\.ts|stacktrace/i);
  });

  it('keeps the code and message of expected errors', async () => {
    const notFoundBody = (await gql(app, '{ loadPostById(postId: "x") { _id } }')).body;
    expect(notFoundBody.errors?.[0]).toMatchObject({
      message: 'Post not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const zodBody = (await gql(app, '{ searchProjects(search: "a") { _id } }')).body;
    expect(zodBody.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(zodBody.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('search');
  });

  it('suggests field names outside production', async () => {
    const { body } = await gql(app, '{ loadPost { _id } }');
    expect(body.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});

describe('GraphQL in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Production refuses a predictable secret: a random one per run.
    const secret = randomBytes(32).toString('hex');
    app = await startTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: secret } });
  });
  afterAll(() => app.stop());

  it('refuses introspection, also to a document sent again', async () => {
    for (let n = 0; n < 3; n++) {
      const { status, body } = await gql(app, '{ __schema { queryType { name } } }');
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(body.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
      expect(body.data).toBeUndefined();
    }
  });

  it('does not suggest field names', async () => {
    const { body } = await gql(app, '{ loadPost { _id } }');
    expect(body.errors?.[0]?.message).toBe('Cannot query field "loadPost" on type "Query".');
  });

  it('still enforces the depth limit', async () => {
    const { body } = await gql(app, `{ loadPostById(postId: "x") { ${cycle(4)} } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
