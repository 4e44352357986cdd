import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../src/errors.js';
import type { GraphQLContext } from '../src/graphql/context.js';
import { startTestApp, type TestApp } from './app.js';
import { FAST_AUTH_ENV, GOOD_PASSWORD, signUp } from './auth.js';
import { gql } from './graphql.js';

// A database that cannot be reached, simulated by closing the app's handle: the driver then
// fails every query the way it does while the server is down (the fault suite restarts a real
// PostgreSQL under load: faults/postgres-restart.fault.test.ts).
describe('while the database cannot be reached', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    // A field that reaches the database without a member, so the resolver's failure is what is
    // answered (the real ones check the bearer first, which the last test covers).
    const reachesDatabase = {
      Query: {
        loadPosts: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.db.execute(sql`select 1`),
      },
    };
    app = await startTestApp({ env: FAST_AUTH_ENV, resolvers: [reachesDatabase] });
    token = (await signUp(app)).accessToken;
    await app.database.close();
  });
  afterAll(() => app.stop());

  it('REST answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
    const res = await app.request
      .post('/v1/auth/login')
      .send({ email: 'someone@example.test', password: GOOD_PASSWORD });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });

  it('GraphQL answers HTTP 503 with Retry-After and extensions.code SERVICE_UNAVAILABLE', async () => {
    const { status, body, headers } = await gql(app, '{ loadPosts { _id } }');
    expect(status).toBe(503);
    expect(headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      }),
    ]);
  });

  it('GraphQL with a bearer (whose session check needs the database) answers the same, in the GraphQL shape', async () => {
    const res = await app.request
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .send({ query: '{ loadPosts { _id } }' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({
      errors: [{ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  });

  it('/readyz answers 503 and /healthz 200', async () => {
    expect((await app.request.get('/readyz')).status).toBe(503);
    expect((await app.request.get('/healthz')).status).toBe(200);
  });
});
