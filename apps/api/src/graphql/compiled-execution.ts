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
      const attempt = compile(schema, document, operationName);
      compiled = isCompiledQuery(attempt) ? attempt : 'not compiled';
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
    const result = await compiled.query(undefined, context, request.variables ?? {});
    // No data at all: the variables did not coerce, and nothing was resolved.
    if (result.errors?.length && result.data === undefined) return byGraphqlJs();
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
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
