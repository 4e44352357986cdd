import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  GraphQLError,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

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

/** The operation compiled by graphql-jit, or undefined when it cannot compile it. */
export function compileOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  compile: typeof compileQuery = compileQuery,
): CompiledQuery | undefined {
  const attempt = compile(schema, document, operationName);
  return isCompiledQuery(attempt) ? attempt : undefined;
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
  compile: typeof compileQuery = compileQuery,
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
      compiled = compileOperation(schema, document, operationName, compile) ?? 'not compiled';
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
