import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { FAST_AUTH_ENV, http, signUp, type SignedUp } from '../../../test/auth.js';
import { buildUser } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import {
  documentText,
  type GraphQLResponseBody,
  type TestDocument,
} from '../../../test/graphql.js';

const LOAD_USER = graphql(`
  query UsersLoadUser($userId: ID) {
    loadUserById(userId: $userId) {
      _id
      first_name
      last_name
      email
      photo
      title
      bio
      location_id
      is_connection
      chat_id
      connections_count
      links {
        name
        url
      }
      is_online
      last_seen
      created_at
      updated_at
    }
  }
`);

const UPDATE_USER = graphql(`
  mutation UsersRename($input: UpdateUserInput!) {
    updateUser(input: $input) {
      _id
    }
  }
`);

describe('GraphQL with a bearer token, and loadUserById', () => {
  let app: TestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    app = await startTestApp({ env: FAST_AUTH_ENV });
    ada = await signUp(app);
  });
  afterAll(() => app.stop());

  async function gql<TData, TVariables>(
    document: TestDocument<TData, TVariables>,
    variables: TVariables | Record<string, never> = {},
    token?: string,
  ) {
    const req = http(app).post('/graphql').set('Content-Type', 'application/json');
    if (token !== undefined) void req.set('Authorization', `Bearer ${token}`);
    const res = await req.send({ query: documentText(document), variables });
    return { status: res.status, body: res.body as GraphQLResponseBody<TData> };
  }
  // A token of ada's live session (its session version and id), re-signed with each variation.
  const session = () => {
    const { sv, sid } = jwt.decode(ada.accessToken) as { sv: number; sid: string };
    return { sv, sid };
  };
  const sign = (payload: object, secret = app.config.jwtSecret, options: jwt.SignOptions = {}) =>
    jwt.sign(
      {
        ...session(),
        sub: ada.user._id,
        iss: 'squadup',
        aud: 'squadup-web',
        exp: Math.floor(Date.now() / 1000) + 600,
        ...payload,
      },
      secret,
      { algorithm: 'HS256', ...options },
    );

  it('answers the signed-in member’s own profile when userId is omitted', async () => {
    const { status, body } = await gql(LOAD_USER, {}, ada.accessToken);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.loadUserById).toEqual({
      _id: ada.user._id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: ada.user.email,
      photo: null,
      title: null,
      bio: null,
      location_id: null,
      is_connection: 'none',
      chat_id: null,
      connections_count: 0,
      links: [],
      is_online: false,
      last_seen: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('shows another member without their e-mail address', async () => {
    const grace = await buildUser(app.db, { first_name: 'Grace', title: 'Rear admiral' });
    const { body } = await gql(LOAD_USER, { userId: grace.id }, ada.accessToken);
    expect(body.data?.loadUserById).toMatchObject({
      _id: grace.id,
      first_name: 'Grace',
      title: 'Rear admiral',
      email: '',
    });
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    for (const userId of ['01890a5d-ac96-774b-bcce-b302099a8057', 'nope']) {
      const { body } = await gql(LOAD_USER, { userId }, ada.accessToken);
      expect(body.errors?.[0]?.extensions?.code, userId).toBe('NOT_FOUND');
      expect(body.errors?.[0]?.message).toBe('Member not found.');
    }
  });

  it('requires sign-in: without a token a member operation is UNAUTHENTICATED (public ones still work)', async () => {
    const { status, body } = await gql(UPDATE_USER, { input: { first_name: 'Nobody' } });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('You must be signed in.');
    // A visitor names the member: without an id there is no profile of their own.
    expect((await gql(LOAD_USER)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it.each([
    ['expired', () => sign({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['signed with another secret', () => sign({}, 'not-the-secret-not-the-secret-not-the')],
    ['alg none', () => `${jwt.sign({ sub: 'x' }, '', { algorithm: 'none' })}`],
    ['for another audience', () => sign({ aud: 'someone-else' })],
    ['garbage', () => 'garbage'],
  ])(
    'answers the whole request with HTTP 401 UNAUTHENTICATED for a token that is %s',
    async (_label, token) => {
      for (const query of [LOAD_USER, '{ __typename }']) {
        const { status, body } = await gql(query, {}, token());
        expect(status).toBe(401);
        expect(body.data).toBeUndefined();
        expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(body.errors?.[0]?.message).toBe('Your session has expired. Please log in again.');
      }
    },
  );

  it('accepts a freshly signed token for the same member (the rejections above are not blanket)', async () => {
    const { status, body } = await gql(LOAD_USER, {}, sign({}));
    expect(status).toBe(200);
    expect((body.data?.loadUserById as { _id: string })._id).toBe(ada.user._id);
  });
});
