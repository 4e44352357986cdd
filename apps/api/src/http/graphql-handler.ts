import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server behind Express, as @as-integrations/express5 does it, with the answer written
 * straight to the socket: `res.send` would check freshness, ETags and the HEAD method, none of
 * which applies to a GraphQL answer (docs/decisions/0060-request-cost.md).
 */
export function graphqlHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  apollo.assertStarted('graphqlHandler()');
  return async (req, res) => {
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
