import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule, type MaxDepthOptions } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ParseOptions, type ValidationRule } from 'graphql';

/**
 * Query limits. The schema has cycles (Post.my_application -> Application.post -> Post), so
 * without a depth limit one request could ask for an arbitrarily large tree.
 */
export const GRAPHQL_LIMITS = {
  /** Nested field levels; the deepest screen (applicants of a post) needs about 4. */
  maxDepth: 8,
  /** Aliases per operation: enough for a batch of counters, not for amplification attacks. */
  maxAliases: 15,
  /** graphql-armor's estimate (objects 2, scalars 1, times 1.5 per level). */
  maxCost: 5000,
  /** Lexer tokens per document: stops huge documents before validation runs at all. */
  maxTokens: 5000,
} as const;

// graphql-armor throws by default, which Apollo would turn into a 500; reporting through the
// validation context instead makes a 400 GRAPHQL_VALIDATION_FAILED like any other invalid query.
// Its messages start with "Syntax Error:", which is misleading for a valid but too large query.
type RejectCallback = NonNullable<MaxDepthOptions['onReject']>[number];
const report: RejectCallback = (context, error) => {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
};
const asValidationError = { propagateOnRejection: false, onReject: [report] };

export const parseOptions: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/** Validation rules added to graphql-js's specified rules. */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...asValidationError }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...asValidationError }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...asValidationError }),
  ];
}
