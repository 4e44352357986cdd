import { typeDefs } from '@squadup/shared';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES } from '../src/graphql/access-rules.js';
import { REST_ACCESS_RULES, REST_ROUTES } from '../src/http/access-rules.js';
import { http } from './auth.js';
import { startTestApp, type TestApp } from './app.js';
import { gql } from './graphql.js';

const schema = buildSchema(typeDefs);
const roots = { Query: schema.getQueryType()!, Mutation: schema.getMutationType()! };

/** A well-formed value for an argument type, so the call reaches the resolver's access check. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sampleValue(f.type)]));
  }
  const scalars: Record<string, unknown> = {
    ID: '01900000-0000-7000-8000-000000000000',
    String: 'sample',
    Int: 1,
    Float: 1,
    Boolean: true,
  };
  return scalars[getNamedType(type).name] ?? 'sample';
}

/** `query($a: ID!) { op(a: $a) { __typename } }` with sample variables for required arguments. */
function anonymousCall(kind: 'Query' | 'Mutation', root: GraphQLObjectType, name: string) {
  const field = root.getFields()[name]!;
  const required = field.args.filter((a) => isNonNullType(a.type));
  const declarations = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const operation = kind === 'Query' ? 'query' : 'mutation';
  const query = `${operation}${declarations ? `(${declarations})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
  const variables = Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type)]));
  return { query, variables };
}

describe('access rules: no unguarded GraphQL operation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  for (const [kind, root] of Object.entries(roots) as ['Query' | 'Mutation', GraphQLObjectType][]) {
    it(`lists every ${kind} operation, and nothing the schema does not have`, () => {
      expect(Object.keys(ACCESS_RULES[kind]).sort()).toEqual(Object.keys(root.getFields()).sort());
    });

    for (const [name, rule] of Object.entries(ACCESS_RULES[kind])) {
      if (rule === 'public') {
        // Public operations run for anyone: an anonymous call reaches the resolver, whose own
        // checks then refuse the sample values (never UNAUTHENTICATED): a write's input is bad,
        // a read's sample id names nothing.
        it(`${kind}.${name} (public) runs for an anonymous caller`, async () => {
          const { query, variables } = anonymousCall(kind, root, name);
          const res = await gql(app, query, variables);
          const code = res.body.errors?.[0]?.extensions?.code;
          expect(code, JSON.stringify(res.body)).toBe(
            kind === 'Query' ? 'NOT_FOUND' : 'BAD_USER_INPUT',
          );
        });
        continue;
      }
      const expected = 'UNAUTHENTICATED';
      it(`${kind}.${name} (${rule}) answers an anonymous caller with ${expected}`, async () => {
        const { query, variables } = anonymousCall(kind, root, name);
        const res = await gql(app, query, variables);
        expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(res.body)).toBe(expected);
        expect(res.body.data?.[name] ?? null).toBeNull();
      });
    }
  }
});

describe('access rules: no unguarded REST route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('lists every route of the shared auth contract, and nothing else', () => {
    expect(Object.keys(REST_ACCESS_RULES).sort()).toEqual(Object.keys(REST_ROUTES).sort());
  });

  const methods: Partial<Record<keyof typeof REST_ROUTES, 'get' | 'post'>> = {
    me: 'get',
    providers: 'get',
    dataExport: 'get',
  };
  for (const [name, rule] of Object.entries(REST_ACCESS_RULES) as [
    keyof typeof REST_ROUTES,
    string,
  ][]) {
    if (rule !== 'bearer' && rule !== 'public') continue;
    const method = methods[name] ?? 'post';
    it(`${method.toUpperCase()} ${REST_ROUTES[name]} (${rule})`, async () => {
      const res = await http(app)[method](REST_ROUTES[name]).send({});
      if (rule === 'bearer') {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('UNAUTHENTICATED');
      } else {
        expect(res.status).not.toBe(401);
        expect(res.status).toBeLessThan(500);
      }
    });
  }
});
