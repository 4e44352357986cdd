import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Every GraphQL answer is `Cache-Control: no-store`: answers are for the signed-in member, so no
 * browser or shared cache may keep them. (Apollo's cache-control plugin, disabled in server.ts,
 * reached the same header by computing a policy for every resolved field.)
 */
export function noStorePlugin(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
          return Promise.resolve();
        },
      });
    },
  };
}
