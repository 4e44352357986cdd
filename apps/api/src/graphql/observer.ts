import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/**
 * Told of every GraphQL answer, whichever path served it (Apollo's pipeline or a prepared query,
 * prepared-queries.ts): the metrics count through it.
 */
export interface GraphQLObserver {
  /**
   * Called as a request starts; the function it returns is called as the answer is sent, with the
   * operation's name and the errors as the client gets them (after formatError).
   */
  requestStarted(): (
    operationName: string | undefined,
    errors: readonly GraphQLFormattedError[],
  ) => void;
}

/** An observer as an Apollo plugin, for the answers of Apollo's pipeline. */
export function observerPlugin(observer: GraphQLObserver): ApolloServerPlugin {
  return {
    requestDidStart() {
      const answered = observer.requestStarted();
      return Promise.resolve({
        willSendResponse({ operationName, request, response }) {
          const errors =
            response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          answered(operationName ?? request.operationName ?? undefined, errors);
          return Promise.resolve();
        },
      });
    },
  };
}
