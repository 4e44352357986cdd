import type { TestApp } from './app.js';

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** POSTs one GraphQL operation as JSON (which also satisfies Apollo's CSRF prevention). */
export async function gql(
  app: Pick<TestApp, 'request'>,
  query: string,
  variables?: Record<string, unknown>,
) {
  const res = await app.request
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query, variables });
  return { status: res.status, body: res.body as GraphQLResponseBody, headers: res.headers };
}
