import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { normaliseId } from '../lib/ids.js';

/** `{ TypeName: { fieldName: resolver } }`; modules export one each (typed by generated/resolvers.ts). */
export type ResolverMap = Record<string, Record<string, unknown>>;

// Every ID argument and ID input field is lower-cased before a resolver sees it, so one's own id
// in upper case is one's own id everywhere (self checks, room names), with no check per service.

function containsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => containsId(field.type, seen));
}

function normaliseValue(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = inner.ofType;
    return Array.isArray(value) ? value.map((v) => normaliseValue(item, v)) : value;
  }
  if (isInputObjectType(inner) && typeof value === 'object') {
    const fields = inner.getFields();
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        fields[key] ? normaliseValue(fields[key].type, v) : v,
      ]),
    );
  }
  return getNamedType(inner).name === 'ID' ? normaliseId(value) : value;
}

function normaliseArgs(args: Record<string, unknown>, defs: readonly GraphQLArgument[]) {
  const normalised = { ...args };
  for (const def of defs) {
    if (def.name in normalised)
      normalised[def.name] = normaliseValue(def.type, normalised[def.name]);
  }
  return normalised;
}

type Resolver = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown;

/** Wraps each resolver whose field takes an ID (directly or inside an input) to lower-case it. */
export function withNormalisedIds(schema: GraphQLSchema, resolvers: ResolverMap): ResolverMap {
  const wrapped: ResolverMap = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) {
      wrapped[typeName] = fields;
      continue;
    }
    const schemaFields = type.getFields();
    const out: Record<string, unknown> = { ...fields };
    for (const [fieldName, resolver] of Object.entries(fields)) {
      const defs = schemaFields[fieldName]?.args ?? [];
      if (typeof resolver !== 'function' || !defs.some((arg) => containsId(arg.type))) continue;
      const resolve = resolver as Resolver;
      out[fieldName] = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) =>
        resolve(parent, normaliseArgs(args, defs), ...rest);
    }
    wrapped[typeName] = out;
  }
  return wrapped;
}
