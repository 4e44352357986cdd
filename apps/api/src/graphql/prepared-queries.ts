import {
  getOperationAST,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import { compileOperation, runCompiled, type LeafOptions } from './compiled-execution.js';

/** A query document seen before, valid, with its operation compiled: it runs without Apollo. */
export interface PreparedQuery {
  /** The operation's own name in the document (what Apollo reports as the operation name). */
  operationName: string | undefined;
  /**
   * Runs the operation; undefined when the variables do not coerce (no resolver has run), so
   * that Apollo answers with its own wording of the client's mistake.
   */
  run(context: unknown, variables: Record<string, unknown>): Promise<ExecutionResult | undefined>;
}

export interface PreparedQueriesOptions {
  schema: GraphQLSchema;
  /** The validation rules Apollo runs besides graphql-js's specified ones, in its order. */
  rules: readonly ValidationRule[];
  parseOptions: ParseOptions;
  /** Documents kept (the web sends a few dozen); the oldest goes first. */
  maxDocuments?: number;
  /** Longer documents always take Apollo's path. */
  maxDocumentLength?: number;
  /** How compiled operations write leaves (compiled-execution.ts leafOptions). */
  leaves?: LeafOptions;
}

export interface PreparedQueries {
  /** The prepared query for this text and operation name, or undefined: let Apollo answer. */
  lookup(text: string, operationName: string | undefined): PreparedQuery | undefined;
  /** How much is kept: texts known, and operations prepared across them. */
  kept(): { documents: number; operations: number };
}

/**
 * A valid query document and what has been prepared of its operations, by their names in the
 * document ('' for an unnamed one; null: graphql-jit could not compile it). Only the document's
 * own operations are kept, so a client asking endless names of one text adds nothing.
 */
interface ValidDocument {
  document: DocumentNode;
  operations: Map<string, PreparedQuery | null>;
}

/** What is known of a document's text: seen once, not for this path, or valid. */
type DocumentState = 'seen once' | 'not prepared' | ValidDocument;

const MAX_DOCUMENTS = 500;
const MAX_DOCUMENT_LENGTH = 16_384;

/**
 * Query documents by their text, parsed, validated with Apollo's rules and compiled once, so a
 * query the web sends again skips Apollo's request pipeline and runs compiled code
 * (docs/decisions/0068-prepared-queries.md). A text is prepared the second time it arrives: its
 * first answer is Apollo's, so a document sent once (a probe, an attacker's endless variations)
 * costs no preparation, and anything Apollo would refuse (a parse or validation error, a
 * mutation, an operation that is missing or ambiguous) keeps taking Apollo's path.
 */
export function createPreparedQueries({
  schema,
  rules,
  parseOptions,
  maxDocuments = MAX_DOCUMENTS,
  maxDocumentLength = MAX_DOCUMENT_LENGTH,
  leaves,
}: PreparedQueriesOptions): PreparedQueries {
  const documents = new Map<string, DocumentState>();
  const allRules = [...specifiedRules, ...rules];

  const remember = (text: string, state: DocumentState) => {
    if (documents.size >= maxDocuments && !documents.has(text)) {
      documents.delete(documents.keys().next().value as string);
    }
    documents.set(text, state);
  };

  const prepare = (text: string): DocumentState => {
    try {
      const document = parse(text, parseOptions);
      if (validate(schema, document, allRules).length > 0) return 'not prepared';
      return { document, operations: new Map() };
    } catch {
      return 'not prepared';
    }
  };

  const prepareOperation = (
    document: DocumentNode,
    operation: OperationDefinitionNode,
  ): PreparedQuery | null => {
    const compiled = compileOperation(schema, document, operation.name?.value, { leaves });
    if (!compiled) return null;
    return {
      operationName: operation.name?.value,
      run: (context, variables) => runCompiled(compiled, context, variables),
    };
  };

  return {
    lookup(text, operationName) {
      if (text.length > maxDocumentLength) return undefined;
      const known = documents.get(text);
      if (known === undefined) {
        remember(text, 'seen once');
        return undefined;
      }
      const state = known === 'seen once' ? prepare(text) : known;
      if (known === 'seen once') remember(text, state);
      if (state === 'not prepared' || state === 'seen once') return undefined;
      // None (missing or ambiguous) or a mutation: Apollo answers, and nothing is kept.
      const operation = getOperationAST(state.document, operationName);
      if (!operation || operation.operation !== OperationTypeNode.QUERY) return undefined;
      const key = operation.name?.value ?? '';
      let prepared = state.operations.get(key);
      if (prepared === undefined) {
        prepared = prepareOperation(state.document, operation);
        state.operations.set(key, prepared);
      }
      return prepared ?? undefined;
    },
    kept() {
      let operations = 0;
      for (const state of documents.values()) {
        if (typeof state === 'object') operations += state.operations.size;
      }
      return { documents: documents.size, operations };
    },
  };
}
