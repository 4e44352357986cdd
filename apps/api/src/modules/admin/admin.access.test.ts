// Every admin operation, read from admin.graphql (a new one is covered without a change here),
// answers FORBIDDEN to a member and UNAUTHENTICATED to an anonymous caller, and is listed as
// 'operator' in the access rules (docs/decisions/0034).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { typeDefs } from '@squadup/shared';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { ACCESS_RULES } from '../../graphql/access-rules.js';

const SDL = readFileSync(
  fileURLToPath(new URL('../../../../../packages/shared/src/graphql/admin.graphql', import.meta.url)),
  'utf8',
);

/** The Query and Mutation fields admin.graphql adds. */
const adminOperations = parse(SDL).definitions.flatMap((definition) =>
  definition.kind === Kind.OBJECT_TYPE_EXTENSION &&
  (definition.name.value === 'Query' || definition.name.value === 'Mutation')
    ? (definition.fields ?? []).map((field) => ({
        kind: definition.name.value as 'Query' | 'Mutation',
        name: field.name.value,
      }))
    : [],
);

const schema = buildSchema(typeDefs);

function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  const scalars: Record<string, unknown> = {
    ID: '01900000-0000-7000-8000-000000000000',
    String: 'A reason',
    Int: 1,
  };
  return scalars[getNamedType(type).name] ?? 'sample';
}

function call(kind: 'Query' | 'Mutation', name: string) {
  const root = kind === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name]!;
  const required = field.args.filter((a) => isNonNullType(a.type));
  const declared = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind === 'Query' ? 'query' : 'mutation'}${declared ? `(${declared})` : ''} { ${name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

let app: TestApp;
let member: Member;
beforeAll(async () => {
  app = await startTestApp();
  member = await buildMember(app, { first_name: 'Plain' });
});
afterAll(() => app.stop());

describe('admin operations are the operator’s alone', () => {
  it('finds the operations in admin.graphql, each listed as operator, and no other', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(11);
    const listed = Object.entries(ACCESS_RULES).flatMap(([kind, rules]) =>
      Object.entries(rules)
        .filter(([, rule]) => rule === 'operator')
        .map(([name]) => `${kind}.${name}`),
    );
    expect(listed.sort()).toEqual(adminOperations.map((op) => `${op.kind}.${op.name}`).sort());
  });

  for (const { kind, name } of adminOperations) {
    it(`${kind}.${name}: FORBIDDEN to a member, UNAUTHENTICATED signed out`, async () => {
      const { query, variables } = call(kind, name);
      const asMember = await member.gql(query, variables);
      expect(asMember.code, JSON.stringify(asMember.errors)).toBe('FORBIDDEN');
      expect(asMember.data[name] ?? null).toBeNull();
      const anonymous = await gqlAs(app, undefined, query, variables);
      expect(anonymous.code, JSON.stringify(anonymous.errors)).toBe('UNAUTHENTICATED');
    });
  }
});
