import express from 'express';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.js';
import { notFound, serviceUnavailable } from '../errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createGraphQLServer, type GraphQLServer } from '../graphql/server.js';
import { createLogger } from '../lib/logger.js';
import { graphqlHandler } from './graphql-handler.js';

// Resolvers over the real schema that need no database: an answer, and each kind of error.
const resolvers = {
  Query: {
    loadUserById: (_: unknown, { userId }: { userId?: string }) => {
      if (userId === 'gone') throw notFound('Member not found.');
      if (userId === 'down') throw serviceUnavailable(new Error('connect ECONNREFUSED'));
      if (userId === 'bug') throw new Error('boom at /srv/app/src/secret.ts:42');
      return { id: userId ?? 'me', first_name: 'Ada', last_name: null };
    },
  },
};

// Headers that differ between any two answers whatever served them.
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

describe('a prepared query answers as Apollo does', () => {
  let graphql: GraphQLServer;
  let request: supertest.Agent;
  /** Per request: whether the prepared path found a query for it. */
  let found: boolean[];

  beforeEach(async () => {
    const config = testConfig();
    const log = createLogger(config);
    graphql = createGraphQLServer({ config, log, resolvers: [resolvers] });
    await graphql.apollo.start();
    const lookup = graphql.prepared.lookup.bind(graphql.prepared);
    found = [];
    graphql.prepared.lookup = (text, operationName) => {
      const query = lookup(text, operationName);
      found.push(query !== undefined);
      return query;
    };
    const app = express();
    app.use(express.json());
    app.use(
      '/graphql',
      graphqlHandler(graphql, () =>
        Promise.resolve({ log, user: null, loaders: {} } as unknown as GraphQLContext),
      ),
    );
    request = supertest.agent(app);
  });

  const send = async (body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await request
      .post('/graphql')
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(JSON.stringify(body));
    const kept = Object.entries(res.headers as Record<string, string>).filter(
      ([name]) => !PER_ANSWER.has(name),
    );
    // An unexpected error's id is new in every answer.
    const text = res.text.replace(/"errorId":"[^"]+"/g, '"errorId":"…"');
    return { status: res.status, headers: Object.fromEntries(kept), body: text };
  };

  /** The first answer is Apollo's (a text seen once is not prepared); the second, prepared. */
  async function twice(body: unknown, headers?: Record<string, string>) {
    const first = await send(body, headers);
    const second = await send(body, headers);
    expect(second).toEqual(first);
    return { first, second };
  }

  const profile = 'query Profile($userId: ID) { loadUserById(userId: $userId) { _id first_name } }';

  it('answers a query with data the same, and runs it prepared from its second time', async () => {
    const { second } = await twice({ query: profile, variables: { userId: 'ada' } });
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body as string)).toEqual({
      data: { loadUserById: { _id: 'ada', first_name: 'Ada' } },
    });
    expect(second.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(found).toEqual([false, true]);
  });

  it("answers a service's coded error the same, with its path and locations", async () => {
    const { second } = await twice({ query: profile, variables: { userId: 'gone' } });
    expect(JSON.parse(second.body as string)).toMatchObject({
      errors: [
        { message: 'Member not found.', path: ['loadUserById'], extensions: { code: 'NOT_FOUND' } },
      ],
      data: null,
    });
    expect(found).toEqual([false, true]);
  });

  it('answers an unexpected error with the generic message and an id, never its text', async () => {
    const { second } = await twice({ query: profile, variables: { userId: 'bug' } });
    expect(second.body).not.toContain('secret.ts');
    expect(JSON.parse(second.body as string)).toMatchObject({
      errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: '…' } }],
    });
    expect(found).toEqual([false, true]);
  });

  it('answers an unreachable database with 503 and Retry-After', async () => {
    const { second } = await twice({ query: profile, variables: { userId: 'down' } });
    expect(second.status).toBe(503);
    expect(second.headers['retry-after']).toBe('5');
    expect(found).toEqual([false, true]);
  });

  it("answers in the media type the client's Accept prefers", async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const { second } = await twice({ query: profile }, { Accept: accept });
    expect(second.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
    expect(found).toEqual([false, true]);
  });

  it('runs the operation the request names, of several', async () => {
    const query = `${profile} query Other { loadUserById(userId: "grace") { _id } }`;
    const { second } = await twice({ query, operationName: 'Other' });
    expect(JSON.parse(second.body as string)).toEqual({ data: { loadUserById: { _id: 'grace' } } });
    expect(found).toEqual([false, true]);
  });

  it('leaves to Apollo what it refuses: variables that do not coerce, no acceptable type, an unnamed operation of several', async () => {
    const badVariables = await twice({ query: profile, variables: { userId: { id: 1 } } });
    expect(JSON.parse(badVariables.second.body as string)).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const html = await twice({ query: profile }, { Accept: 'text/html' });
    expect(html.second.status).toBe(406);
    const ambiguous = await twice({ query: `${profile} query Other { loadUserById { _id } }` });
    expect(ambiguous.second.status).toBe(400);
  });

  it('leaves mutations, invalid documents and persisted-query extensions to Apollo', async () => {
    await twice({ query: 'mutation { logout }' });
    await twice({ query: '{ loadUserById { nope } }' });
    await twice({
      query: profile,
      extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } },
    });
    expect(found.every((hit) => !hit)).toBe(true);
  });
});

// docs/decisions/0086-leaves-as-resolved.md: production copies leaves as resolved, tests check them.
describe('a prepared query’s leaves', () => {
  const coerced = {
    Query: { loadUserById: () => ({ id: 'me', first_name: 'Ada', last_name: 7 }) },
  };
  const text = 'query Me { loadUserById { first_name last_name } }';
  const answer = async (env: Record<string, string>) => {
    const config = { ...testConfig(env), ...env };
    const graphql = createGraphQLServer({
      config,
      log: createLogger(config),
      resolvers: [coerced],
    });
    graphql.prepared.lookup(text, 'Me'); // seen once: Apollo's
    const query = graphql.prepared.lookup(text, 'Me')!;
    const context = { log: createLogger(config), user: null, loaders: {} };
    return query.run(context, {});
  };

  it('are checked outside production: a value graphql-js would coerce fails its field', async () => {
    const result = await answer({});
    expect(result?.data).toEqual({ loadUserById: { first_name: 'Ada', last_name: null } });
    expect(result?.errors?.map((error) => error.message)).toEqual([
      'String cannot represent number 7 as resolved',
    ]);
  });

  it('go into the answer as resolved in production', async () => {
    const result = await answer({ isProduction: true } as unknown as Record<string, string>);
    expect(result).toEqual({ data: { loadUserById: { first_name: 'Ada', last_name: 7 } } });
  });
});
