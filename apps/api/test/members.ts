import { startSession } from '../src/modules/auth/sessions.js';
import type { NewUser, User } from '../src/db/schema/index.js';
import type { TestApp } from './app.js';
import { http } from './auth.js';
import { buildUser } from './factories.js';
import {
  documentText,
  type GraphQLResponseBody,
  type TestDocument,
  type VariablesArg,
} from './graphql.js';

export interface Member {
  user: User;
  token: string;
  /**
   * Runs one GraphQL operation as this member: `data` and the variables are typed by codegen for
   * a `graphql()` document of test/gql, loosely (or as `T` says) for a plain string.
   */
  gql<T = Record<string, unknown>, V = Record<string, unknown>>(
    document: TestDocument<T, V>,
    ...variables: VariablesArg<V>
  ): Promise<GqlResult<T>>;
}

export interface GqlResult<T> {
  status: number;
  data: T;
  errors: GraphQLResponseBody['errors'];
  /** extensions.code of the first error, or undefined. */
  code: string | undefined;
  message: string | undefined;
}

/** Signs `user` in without HTTP: a new session (refresh family) and its access token. */
export async function tokenFor(app: Pick<TestApp, 'db' | 'config'>, user: User): Promise<string> {
  return (await startSession({ db: app.db, config: app.config }, user)).accessToken;
}

/** POSTs one operation, with a bearer token when given. */
export async function gqlAs<T = Record<string, unknown>, V = Record<string, unknown>>(
  app: Pick<TestApp, 'url'>,
  token: string | undefined,
  document: TestDocument<T, V>,
  ...[variables]: VariablesArg<V>
): Promise<GqlResult<T>> {
  const req = http(app).post('/graphql').set('Content-Type', 'application/json');
  if (token) void req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query: documentText(document), variables: variables ?? {} });
  const body = res.body as GraphQLResponseBody;
  return {
    status: res.status,
    data: (body.data ?? {}) as T,
    errors: body.errors,
    code: body.errors?.[0]?.extensions?.code as string | undefined,
    message: body.errors?.[0]?.message,
  };
}

/**
 * A member inserted directly (no bcrypt, no HTTP sign-in) with a session of their own: a refresh
 * family in the database and an access token naming it, as a sign-in would leave.
 */
export async function buildMember(app: TestApp, overrides: Partial<NewUser> = {}): Promise<Member> {
  const user = await buildUser(app.db, overrides);
  const token = await tokenFor(app, user);
  return {
    user,
    token,
    gql: (document, ...variables) => gqlAs(app, token, document, ...variables),
  };
}
