import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import type { TestApp } from './app.js';

export interface GraphQLResponseBody<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/**
 * A test document: a typed one from `graphql()` of test/gql (its answer and variables typed by
 * codegen, docs/decisions/0025), or a plain string (deliberately invalid documents, and tests
 * not converted yet).
 */
export type TestDocument<TData, TVariables> = TypedDocumentNode<TData, TVariables> | string;

/**
 * The variables argument: optional when the operation has none or only optional ones, required
 * otherwise.
 */
export type VariablesArg<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** The query text to send for a document. */
export const documentText = (document: DocumentNode | string): string =>
  typeof document === 'string' ? document : print(document);

/** POSTs one GraphQL operation as JSON (which also satisfies Apollo's CSRF prevention). */
export async function gql<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  app: Pick<TestApp, 'request'>,
  document: TestDocument<TData, TVariables>,
  ...[variables]: VariablesArg<TVariables>
) {
  const res = await app.request
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({ query: documentText(document), variables });
  return { status: res.status, body: res.body as GraphQLResponseBody<TData>, headers: res.headers };
}
