// Walks the GraphQL schema (built from packages/shared's SDL, so a new operation is swept without
// a change here) and turns every argument and input field into sweep cases: the operation's
// valid baseline arguments with one place replaced by one bad value.
import { buildSquadupSchema } from '@squadup/shared/schema';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { leafValues, listValues, OBJECT_VALUES, UNKNOWN_ID, type BadValue } from './catalogue.js';

export type Args = Record<string, unknown>;

export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** The document, every argument a variable of the same name. */
  document: string;
}

export interface SweepCase {
  operation: Operation;
  /** Where the bad value goes, e.g. `input.links.0.url`. */
  place: string;
  value: BadValue;
  variables: Args;
}

/** Valid values for the arguments of each operation: ids of real rows, texts by field name. */
export interface Baselines {
  /** An id argument or input field by name (postId, chatId, subject_id …). */
  ids: Record<string, string>;
  /** Whole arguments for one operation, over the generated ones (e.g. another member's post). */
  perOperation: Record<string, Args>;
}

const TEXTS: Record<string, string> = {
  url: 'https://example.com/profile',
  project_url: 'https://example.com/project',
  github_url: 'https://github.com/example/project',
  photo: 'https://example.com/photo.png',
  start_date: '2020-01-01',
  end_date: '2021-06-30',
  email: 'sweep-new@example.test',
  password: 'purple-otter-quietly-42',
  fileType: 'image/png',
  folder: 'profile-picture',
  content: 'Hello there',
  search: 'sample',
};

const INTS: Record<string, number> = { page: 1, limit: 5, order: 0, fileSize: 1000 };

/** A valid value for `type` at a place called `name`: required input fields only. */
export function baselineValue(
  name: string,
  type: GraphQLInputType,
  ids: Baselines['ids'],
): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [baselineValue(name, inner.ofType, ids)];
  if (isInputObjectType(inner)) {
    const value: Args = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = baselineValue(field.name, field.type, ids);
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  switch (inner.name) {
    case 'ID':
      return ids[name] ?? UNKNOWN_ID;
    case 'Int':
      return INTS[name] ?? 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return TEXTS[name] ?? `Sample ${name}`;
  }
}

/** The bad values for one place and, inside lists and input objects, for each place within. */
function* places(
  path: (string | number)[],
  type: GraphQLInputType,
  baseline: unknown,
  depth = 0,
): Generator<{ path: (string | number)[]; values: BadValue[] }> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = Array.isArray(baseline) ? baseline[0] : undefined;
    yield { path, values: listValues(item) };
    yield* places([...path, 0], inner.ofType, item, depth + 1);
    return;
  }
  if (isInputObjectType(inner)) {
    yield { path, values: OBJECT_VALUES };
    if (depth > 3) return;
    for (const field of Object.values(inner.getFields())) {
      const fieldBaseline = (baseline as Args | undefined)?.[field.name];
      yield* places([...path, field.name], field.type, fieldBaseline, depth + 1);
    }
    return;
  }
  yield { path, values: leafValues(type, baseline) };
}

function setIn(target: Args, path: (string | number)[], value: unknown): Args {
  const root = structuredClone(target);
  let node: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null ? next : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return root;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isUnionType(named) ? ' { __typename }' : '';
}

function documentFor(kind: Operation['kind'], field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const vars = declared ? `(${declared})` : '';
  const args = passed ? `(${passed})` : '';
  return `${kind} Sweep${vars} { ${field.name}${args}${selectionFor(field)} }`;
}

/** Every Query and Mutation field of the shared schema. */
export function operations(): Operation[] {
  const schema = buildSquadupSchema();
  const found: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      found.push({ kind, name: field.name, field, document: documentFor(kind, field) });
    }
  }
  return found;
}

const requiredArgs = (args: readonly GraphQLArgument[]) =>
  args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

/** The operation's valid arguments: required ones generated, then the fixtures' overrides. */
export function baselineArgs(operation: Operation, baselines: Baselines): Args {
  const args: Args = {};
  for (const arg of requiredArgs(operation.field.args)) {
    args[arg.name] = baselineValue(arg.name, arg.type, baselines.ids);
  }
  return { ...args, ...baselines.perOperation[operation.name] };
}

/** Every case of one operation, in a fixed order. */
export function casesOf(operation: Operation, baselines: Baselines): SweepCase[] {
  const base = baselineArgs(operation, baselines);
  const cases: SweepCase[] = [];
  for (const arg of operation.field.args) {
    const argBaseline =
      arg.name in base ? base[arg.name] : baselineValue(arg.name, arg.type, baselines.ids);
    const withArg = { ...base, [arg.name]: argBaseline };
    for (const { path, values } of places([arg.name], arg.type, argBaseline)) {
      for (const value of values) {
        cases.push({
          operation,
          place: path.join('.'),
          value,
          variables: setIn(withArg, path, value.value),
        });
      }
    }
  }
  return cases;
}
