import accepts from 'accepts';
import type { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../graphql/context.js';
import { logAnswerErrors, retryAfterSecondsOf } from '../graphql/errors.js';
import type { GraphQLServer } from '../graphql/server.js';
import type { RequestWithBody, ResponseWithLocals } from '../lib/plain-http.js';

// Apollo's media types for a single answer, in the order it offers them to the client's Accept.
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
const CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';
const MAX_ACCEPT_VALUES = 64;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** JSON, as Apollo's CSRF check and the JSON body parser both require of this path. */
const JSON_CONTENT = /^application\/json[ \t]*(?:;|$)/i;

/**
 * Answers a POST /graphql whose query is prepared (graphql/prepared-queries.ts) as Apollo's
 * pipeline would, byte for byte and header for header, without running that pipeline
 * (docs/decisions/0068-prepared-queries.md); says false, having written nothing, for anything
 * else: Apollo answers it. A test sends each kind of request twice, once to each path, and holds
 * the answers equal.
 */
export function preparedAnswerer(
  graphql: GraphQLServer,
  context: (req: RequestWithBody, res: ResponseWithLocals) => Promise<GraphQLContext>,
): (req: RequestWithBody, res: ResponseWithLocals) => Promise<boolean> {
  const { prepared, formatError, observers } = graphql;
  // Apollo's choice of media type per Accept value (the web sends one): a JSON type, or undefined
  // for a client that accepts neither, which Apollo answers with its 406.
  const mediaTypes = new Map<string, string | undefined>();
  const mediaTypeFor = (req: RequestWithBody): string | undefined => {
    const accept = req.headers.accept;
    if (!accept) return JSON_TYPE;
    if (mediaTypes.has(accept)) return mediaTypes.get(accept);
    // Express's req.accepts, the same negotiation (negotiator) as Apollo's, given Apollo's list.
    const preferred = accepts(req).types([JSON_TYPE, GRAPHQL_RESPONSE_TYPE, CALLBACK_TYPE]);
    const type =
      preferred === JSON_TYPE || preferred === GRAPHQL_RESPONSE_TYPE ? preferred : undefined;
    if (mediaTypes.size < MAX_ACCEPT_VALUES) mediaTypes.set(accept, type);
    return type;
  };

  return async (req, res) => {
    const body: unknown = req.body;
    if (!isRecord(body) || typeof body.query !== 'string') return false;
    const { variables, operationName, extensions } = body;
    if (extensions !== undefined && extensions !== null) return false;
    if (variables !== undefined && variables !== null && !isRecord(variables)) return false;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return false;
    if (!JSON_CONTENT.test(req.headers['content-type'] ?? '')) return false;
    const mediaType = mediaTypeFor(req);
    if (!mediaType) return false;
    const query = prepared.lookup(body.query, operationName ?? undefined);
    if (!query) return false;

    const answered = observers.map((observer) => observer.requestStarted());
    const contextValue = await context(req, res);
    const result = await query.run(contextValue, variables ?? {});
    if (!result) return false;

    const errors = (result.errors ?? []) as GraphQLError[];
    if (errors.length > 0) logAnswerErrors(errors, contextValue.log, query.operationName);
    const formatted = errors.map((error) =>
      formatError(
        {
          message: error.message,
          ...(error.locations ? { locations: error.locations } : {}),
          ...(error.path ? { path: error.path } : {}),
        },
        error,
      ),
    );
    for (const done of answered) done(query.operationName, formatted);
    // As Apollo orders an answer's fields: errors, then data.
    const text = `${JSON.stringify({
      errors: formatted.length > 0 ? formatted : undefined,
      data: result.data,
    })}\n`;
    const retryAfter = retryAfterSecondsOf(errors);
    res.statusCode = retryAfter === undefined ? 200 : 503;
    res.setHeader('cache-control', 'no-store');
    if (retryAfter !== undefined) res.setHeader('retry-after', String(retryAfter));
    res.setHeader('content-type', mediaType);
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.end(text);
    return true;
  };
}
