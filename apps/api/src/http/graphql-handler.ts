import { HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLContext } from '../graphql/context.js';
import type { GraphQLServer } from '../graphql/server.js';
import { preparedAnswerer } from './graphql-prepared.js';

/**
 * A prepared query's answer (graphql-prepared.ts), else Apollo Server behind Express, as
 * @as-integrations/express5 does it, with the answer written straight to the socket: `res.send`
 * would check freshness, ETags and the HEAD method, none of which applies to a GraphQL answer
 * (docs/decisions/0060-request-cost.md).
 */
export function graphqlHandler(
  graphql: GraphQLServer,
  context: (req: Request, res: Response) => Promise<GraphQLContext>,
): RequestHandler {
  const { apollo } = graphql;
  apollo.assertStarted('graphqlHandler()');
  const answerPrepared = preparedAnswerer(graphql, context);
  return async (req, res) => {
    if (await answerPrepared(req, res)) return;
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : req.url.slice(query),
        // Set by the JSON body parser in front of this handler; absent for other content types.
        body: req.body as unknown,
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
