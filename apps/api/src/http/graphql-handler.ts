import { HeaderMap } from '@apollo/server';
import type { PlainMiddleware, RequestWithBody, ResponseWithLocals } from '../lib/plain-http.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { GraphQLServer } from '../graphql/server.js';
import { preparedAnswerer } from './graphql-prepared.js';

/**
 * A prepared query's answer (graphql-prepared.ts), else Apollo Server's, as
 * @as-integrations/express5 asks it, with the answer written straight to the socket: `res.send`
 * would check freshness, ETags and the HEAD method, none of which applies to a GraphQL answer
 * (docs/decisions/0060-request-cost.md). Runs on node's objects on the direct route and on
 * Express's otherwise (docs/decisions/0070-graphql-on-node-objects.md).
 */
export function graphqlHandler(
  graphql: GraphQLServer,
  context: (req: RequestWithBody, res: ResponseWithLocals) => Promise<GraphQLContext>,
): PlainMiddleware<RequestWithBody, ResponseWithLocals> {
  const { apollo } = graphql;
  apollo.assertStarted('graphqlHandler()');
  const answerPrepared = preparedAnswerer(graphql, context);
  return async (req, res) => {
    if (await answerPrepared(req, res)) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: (req.method ?? '').toUpperCase(),
        headers,
        search: query === -1 ? '' : url.slice(query),
        // Set by the JSON body parser in front of this handler; absent for other content types.
        body: req.body,
      },
      context: () => context(req, res),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
