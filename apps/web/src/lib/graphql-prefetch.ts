/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison -- the AST's kinds are string
   enums; comparing with their strings keeps graphql's Kind object out of the entry file. */
import type {
  ArgumentNode,
  DocumentNode,
  FormattedExecutionResult,
  SelectionNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
} from 'graphql';

// A screen's first queries, sent by the entry file as soon as it knows a member is signed in
// (the stored session), instead of after the session check, the frame's and the screen's
// downloads and the screen's first render (decision 0062). Apollo is not loaded yet: the request
// is a plain fetch, and the GraphQL client's link hands its answer to the query that asks for the
// same operation and variables with the same token (lib/apollo.ts). Anything but a clean answer
// is dropped, and the query goes to the network as usual (refreshing the session if need be).

interface Prefetched {
  token: string;
  result: Promise<FormattedExecutionResult | null>;
}

const prefetched = new Map<string, Prefetched>();
/** An answer nobody asked for this long after the page opened is stale: the screen asks again. */
const KEEP_MS = 15_000;

/** Variables as one string, whatever the order their keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const keyOf = (operationName: string, variables: object) =>
  `${operationName}:${canonical(variables)}`;

function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A prefetched document needs a named operation.');
}

/** Sends `document` now with the member's token; the GraphQL client takes the answer later. */
export function prefetchQuery(document: DocumentNode, variables: object, token: string): void {
  const operationName = operationNameOf(document);
  const key = keyOf(operationName, variables);
  if (prefetched.has(key)) return;
  const result = fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ operationName, variables, query: printWithTypenames(document) }),
  })
    .then(async (response) => {
      if (!response.ok) return null;
      const body = (await response.json()) as FormattedExecutionResult;
      return body.errors?.length || !body.data ? null : body;
    })
    .catch(() => null);
  prefetched.set(key, { token, result });
  setTimeout(() => prefetched.delete(key), KEEP_MS);
}

/**
 * The prefetched answer for this operation and token, once (undefined: none; null inside: it
 * failed, send the query yourself).
 */
export function takePrefetched(
  operationName: string | undefined,
  variables: object,
  token: string | null | undefined,
): Promise<FormattedExecutionResult | null> | undefined {
  if (!operationName || !token || prefetched.size === 0) return undefined;
  const key = keyOf(operationName, variables);
  const entry = prefetched.get(key);
  if (!entry || entry.token !== token) return undefined;
  prefetched.delete(key);
  return entry.result;
}

// A printer for the documents the app prefetches, small enough for the entry file (graphql's own
// printer and Apollo's document transform live in the GraphQL client's file). Like Apollo's cache,
// it asks for `__typename` in every selection below the operation's root, so the answer is the one
// Apollo's own request would get (graphql-prefetch.test.ts compares the two).

function printValue(value: ValueNode): string {
  switch (value.kind) {
    case 'Variable':
      return `$${value.name.value}`;
    case 'StringValue':
      return JSON.stringify(value.value);
    case 'ListValue':
      return `[${value.values.map(printValue).join(',')}]`;
    case 'ObjectValue':
      return `{${value.fields.map((f) => `${f.name.value}:${printValue(f.value)}`).join(',')}}`;
    case 'NullValue':
      return 'null';
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return value.value;
    case 'BooleanValue':
      return String(value.value);
    default:
      throw new Error('A prefetched document holds a value of an unknown kind.');
  }
}

function printType(type: TypeNode): string {
  if (type.kind === 'NonNullType') return `${printType(type.type)}!`;
  if (type.kind === 'ListType') return `[${printType(type.type)}]`;
  return type.name.value;
}

function printArguments(args: readonly ArgumentNode[] | undefined): string {
  if (!args?.length) return '';
  return `(${args.map((a) => `${a.name.value}:${printValue(a.value)}`).join(',')})`;
}

function printSelection(selection: SelectionNode): string {
  const directives = (selection.directives ?? [])
    .map((d) => ` @${d.name.value}${printArguments(d.arguments)}`)
    .join('');
  if (selection.kind === 'FragmentSpread') return `...${selection.name.value}${directives}`;
  if (selection.kind === 'InlineFragment') {
    const on = selection.typeCondition ? ` on ${selection.typeCondition.name.value}` : '';
    return `...${on}${directives}${printSet(selection.selectionSet, true)}`;
  }
  const alias = selection.alias ? `${selection.alias.value}:` : '';
  const set = selection.selectionSet ? printSet(selection.selectionSet, true) : '';
  return `${alias}${selection.name.value}${printArguments(selection.arguments)}${directives}${set}`;
}

function printSet(set: SelectionSetNode, withTypename: boolean): string {
  const fields = set.selections.map(printSelection);
  const hasTypename = set.selections.some(
    (s) => s.kind === 'Field' && s.name.value === '__typename' && !s.alias,
  );
  if (withTypename && !hasTypename) fields.push('__typename');
  return `{${fields.join(' ')}}`;
}

/** The document as text, with `__typename` in every selection set but the operation's own. */
export function printWithTypenames(document: DocumentNode): string {
  return document.definitions
    .map((definition) => {
      if (definition.kind === 'FragmentDefinition') {
        const { name, typeCondition, selectionSet } = definition;
        return `fragment ${name.value} on ${typeCondition.name.value}${printSet(selectionSet, true)}`;
      }
      if (definition.kind !== 'OperationDefinition') return '';
      const variables = definition.variableDefinitions?.length
        ? `(${definition.variableDefinitions
            .map(
              (v) =>
                `$${v.variable.name.value}:${printType(v.type)}${v.defaultValue ? `=${printValue(v.defaultValue)}` : ''}`,
            )
            .join(',')})`
        : '';
      const name = definition.name ? ` ${definition.name.value}` : '';
      return `${definition.operation}${name}${variables}${printSet(definition.selectionSet, false)}`;
    })
    .join('\n');
}
