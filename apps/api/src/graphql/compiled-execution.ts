import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  GraphQLEnumType,
  GraphQLError,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {
  compileQuery,
  isCompiledQuery,
  type CompiledQuery,
  type CompilerOptions,
} from 'graphql-jit';

/**
 * graphql-jit's error in graphql-js's shape: graphql-jit leaves `extensions` undefined when the
 * resolver's error has none, where graphql-js always gives an object, and Apollo and the error
 * policy (errors.ts) read graphql-js's shape to find the error's code.
 */
export function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

/**
 * How compiled operations write a leaf (a String, Int, Float, Boolean, ID or enum value), decided
 * in docs/decisions/0086-leaves-as-resolved.md. `as-resolved` (production): the value goes into
 * the answer as its resolver returned it, without graphql-js's serializer, a call per leaf (a page
 * of cards has about a thousand). `checked` (development and tests): each such leaf must already
 * be what that serializer would answer, else the field errors, so a resolver that relies on
 * coercion (a number for an ID, a numeric string for an Int) fails its tests instead of answering
 * otherwise in production.
 */
export type LeafMode = 'as-resolved' | 'checked';

export type LeafOptions = Partial<CompilerOptions>;

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** A serializer that keeps a value only when it already is one of its type's answers. */
const exactly =
  (type: string, holds: (value: unknown) => boolean) =>
  (value: unknown): unknown => {
    if (holds(value)) return value;
    throw new TypeError(`${type} cannot represent ${typeof value} ${String(value)} as resolved`);
  };

/** graphql-jit's options for `mode`; refuses a schema whose enum values differ from their names. */
export function leafOptions(schema: GraphQLSchema, mode: LeafMode): LeafOptions {
  const enums = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLEnumType => type instanceof GraphQLEnumType,
  );
  for (const type of enums) {
    const renamed = type.getValues().find((value) => value.value !== value.name);
    // Its answer is the name, which only its serializer knows: copying the value would be wrong.
    if (renamed) throw new Error(`${type.name}.${renamed.name} has an internal value`);
  }
  if (mode === 'as-resolved') return { disableLeafSerialization: true };
  const isString = (value: unknown) => typeof value === 'string';
  const customSerializers: Record<string, (value: unknown) => unknown> = {
    String: exactly('String', isString),
    ID: exactly('ID', isString),
    Int: exactly(
      'Int',
      (value) =>
        Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX,
    ),
    Float: exactly('Float', (value) => typeof value === 'number' && Number.isFinite(value)),
    Boolean: exactly('Boolean', (value) => typeof value === 'boolean'),
  };
  for (const type of enums) {
    const names = new Set(type.getValues().map((value) => value.name));
    customSerializers[type.name] = exactly(type.name, (value) => names.has(value as string));
  }
  return { customSerializers };
}

/** The operation compiled by graphql-jit, or undefined when it cannot compile it. */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  { compile = compileQuery, leaves }: CompileWith = {},
): CompiledQuery | undefined {
  const attempt = compile(schema, document, operationName, leaves);
  return isCompiledQuery(attempt) ? attempt : undefined;
}

/** How operations are compiled: graphql-jit (a test may watch it), with these leaf options. */
export interface CompileWith {
  compile?: typeof compileQuery;
  leaves?: LeafOptions;
}

/**
 * Runs a compiled operation, its errors in graphql-js's shape. Undefined when there is no data at
 * all: the variables did not coerce and nothing was resolved, so graphql-js (or Apollo) should
 * answer with its own wording of the client's mistake.
 */
export async function runCompiled(
  compiled: CompiledQuery,
  context: unknown,
  variables: Record<string, unknown>,
): Promise<ExecutionResult | undefined> {
  const result = await compiled.query(undefined, context, variables);
  if (result.errors?.length && result.data === undefined) return undefined;
  return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
}

/** What the executor keeps per parsed document: how often it ran, then its compiled operations. */
interface DocumentState {
  runs: number;
  compiled: Map<string, CompiledQuery | 'not compiled'>;
}

/**
 * Apollo's request pipeline (parsing, validation, limits, plugins, error formatting) with queries
 * executed by code compiled per document (graphql-jit) instead of graphql-js walking the document
 * field by field on every request (docs/decisions/0063-compiled-query-execution.md). Apollo takes
 * an executor only from a "gateway", so this is one that serves a fixed schema.
 *
 * graphql-js still executes:
 * - mutations (rare, and their serial order and side effects stay graphql-js's own);
 * - a document's first run: only a document that comes back is compiled, so documents sent once
 *   (a probe, an attacker's endless variations) cost no compilation;
 * - an operation graphql-jit cannot compile;
 * - a request whose variables do not coerce: no resolver has run, and graphql-js's wording of the
 *   error is what Apollo recognises as the client's mistake (BAD_USER_INPUT).
 */
export function compiledExecution(
  schema: GraphQLSchema,
  compileWith: CompileWith = {},
): GatewayInterface {
  const documents = new WeakMap<DocumentNode, DocumentState>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined) => {
    let state = documents.get(document);
    if (!state) documents.set(document, (state = { runs: 0, compiled: new Map() }));
    state.runs += 1;
    if (state.runs < 2) return undefined;
    const key = operationName ?? '';
    let compiled = state.compiled.get(key);
    if (compiled === undefined) {
      compiled = compileOperation(schema, document, operationName, compileWith) ?? 'not compiled';
      state.compiled.set(key, compiled);
    }
    return compiled === 'not compiled' ? undefined : compiled;
  };

  const executor: GatewayExecutor = async ({
    document,
    operation,
    operationName,
    request,
    context,
  }) => {
    const byGraphqlJs = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName,
      }) as Promise<ExecutionResult> | ExecutionResult;
    // Apollo passes no operation (whatever its type says) when the request names none of several,
    // or one the document lacks: graphql-js answers that with the error Apollo codes as the
    // client's (OPERATION_RESOLUTION_FAILURE).
    const compiled =
      (operation as OperationDefinitionNode | undefined)?.operation === OperationTypeNode.QUERY
        ? compiledFor(document, operationName ?? undefined)
        : undefined;
    if (!compiled) return byGraphqlJs();
    return (await runCompiled(compiled, context, request.variables ?? {})) ?? byGraphqlJs();
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}
