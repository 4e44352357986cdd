import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import cors from 'cors';
import express, { type Express } from 'express';
import proxyAddr from 'proxy-addr';
import { SEND_ADMISSION } from '@squadup/shared';
import type { Config } from './config.js';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import type { GraphQLContext } from './graphql/context.js';
import { createLoaders, serviceContext } from './graphql/loaders.js';
import type { ResolverMap } from './graphql/resolvers.js';
import { createGraphQLServer } from './graphql/server.js';
import { corsOptions } from './http/cors.js';
import { directRoute, type DirectRoute } from './http/direct-route.js';
import { graphqlHandler } from './http/graphql-handler.js';
import { createHttpDrain } from './http/drain.js';
import { errorHandler, notFoundHandler } from './http/errors.js';
import { healthRouter } from './http/health.js';
import { keepIdleConnections, LISTEN_BACKLOG } from './http/listener.js';
import { accessLog } from './http/access-log.js';
import { requestId, requestIdOf } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { spaRouter } from './http/spa.js';
import { createAdmission } from './lib/admission.js';
import { createLogger, type Logger } from './lib/logger.js';
import { VISITOR } from './lib/viewer.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createDomainEvents } from './events.js';
import { createMetrics } from './metrics/metrics.js';
import { createAuthModule, createSessionCache } from './modules/auth/index.js';
import { sessionIsLive, viewerIdOf, viewerSessionOf } from './modules/auth/index.js';
import { postShareMeta } from './modules/posts/index.js';
import { uploadFilesRouter, uploadPutRouter } from './modules/uploads/index.js';
import { eventShareMeta } from './modules/events/index.js';
import { accountRouter, profileShareMeta } from './modules/users/index.js';
import { createJobEngine, type JobEngine } from './jobs/engine.js';
import { sweepJobs } from './jobs/sweeps.js';
import { notificationJobs, unsubscribeRouter } from './modules/notifications/index.js';
import type { DomainEvents } from './lib/domain-events.js';
import { createRealtime } from './realtime/realtime.js';
import type { RealtimeServer } from './realtime/rooms.js';

export interface AppDeps {
  /** An open, migrated database; without it createApp opens (and migrates) one from config. */
  database?: DatabaseHandle;
  logger?: Logger;
  /** Extra GraphQL resolver maps (tests). */
  resolvers?: ResolverMap[];
  /** Outgoing mail instead of the one config selects (SMTP_URL or the outbox). */
  mailer?: Mailer;
}

export interface SquadupApp {
  app: Express;
  httpServer: HttpServer;
  io: RealtimeServer;
  /** The domain-event dispatcher (jobs started by tests record through it too). */
  events: DomainEvents<Database>;
  database: DatabaseHandle;
  db: Database;
  log: Logger;
  /**
   * Listens on `port` (config.port by default; 0 picks a free one), and with METRICS_PORT the
   * metrics listener too (`metricsUrl`, undefined when off).
   */
  start(
    port?: number,
    host?: string,
  ): Promise<{ port: number; url: string; metricsUrl: string | undefined }>;
  /**
   * Resolves once work that runs after its answer is done: password-reset mails, and the presence
   * writes and counter emits sockets queued.
   */
  settled(): Promise<void>;
  /**
   * Fails /readyz, waits SHUTDOWN_DELAY_SECONDS, closes the sockets here, stops accepting, lets
   * requests in flight finish, then closes the Redis adapter, the mailer (bounded) and, whatever
   * failed before, the database. Idempotent.
   */
  stop(): Promise<void>;
}

const JSON_LIMIT = '1mb';

/** Builds the whole server (HTTP, GraphQL, socket) without listening; main.ts and tests start it. */
export async function createApp(config: Config, deps: AppDeps = {}): Promise<SquadupApp> {
  const log = deps.logger ?? createLogger(config);
  const database = deps.database ?? (await openDatabase(config, { log }));
  if (!deps.database) await database.migrate();

  const app = express();
  // Routes served without Express's router (http/direct-route.ts): POST /graphql, nearly every
  // request. The rest is Express's.
  const directRoutes: DirectRoute[] = [];
  const httpServer = createServer((req, res) => {
    if (!directRoutes.some((route) => route(req, res))) app(req, res);
  });
  keepIdleConnections(httpServer);
  // Services record domain events on their transactions; after each commit the dispatcher hands
  // them to the broadcaster, which turns them into socket emits (through the Redis adapter when
  // REDIS_URL is set).
  // One gate for message sends on this instance, socket and GraphQL alike (lib/admission.ts).
  const sendAdmission = createAdmission({
    maxInFlight: config.maxSendsInFlight,
    retryAfterMs: SEND_ADMISSION.retryAfterMs,
    busyMessage: SEND_ADMISSION.busyMessage,
  });
  // Recent bearer checks of /graphql; an ended session is dropped from it here after its commit,
  // and on the other instances through the broadcaster (docs/decisions/0060).
  const sessions = createSessionCache();
  const realtime = await createRealtime({
    httpServer,
    config,
    db: database.db,
    log,
    sessions,
    sends: {
      admission: sendAdmission,
      // Called per send, so after `events` below exists: no socket connects before start().
      contextFor: (viewer) => serviceContext({ db: database.db, events, config, log }, viewer),
    },
  });
  const { io, events: broadcaster } = realtime;
  const events = createDomainEvents({
    afterCommit: [sessions, broadcaster],
    killAfterCommitOf: config.faultKillAfterCommit,
  });
  const metrics = createMetrics({ config, log, io, database, sendAdmission }); // no-ops without METRICS_PORT
  const graphqlServer = createGraphQLServer({
    config,
    log,
    resolvers: deps.resolvers,
    observers: metrics.graphql,
  });
  const { apollo } = graphqlServer;
  await apollo.start();

  const drain = createHttpDrain(httpServer, config.shutdownDelayMs);
  app.use(drain.middleware);
  app.disable('x-powered-by');
  // res.send would hash every JSON answer (SHA-1) for an ETag that no client sends back: GraphQL
  // and REST answers are POSTs or no-store. A function (rather than false) keeps 'etag' enabled,
  // which is what res.sendFile reads, so the SPA's index.html keeps its ETag.
  app.set('etag', () => undefined);
  app.set('trust proxy', config.trustProxy);
  app.use(metrics.http);
  app.use(requestId);
  const requestLog = accessLog(log);
  app.use(requestLog);
  const headers = securityHeaders(config);
  app.use(headers);
  const apiCors = cors(corsOptions(config));
  app.use(['/graphql', '/v1'], apiCors);
  // The local store's signed upload and file routes (S3 serves both itself). Before the JSON
  // parser: the PUT body is streamed to disk with its own size limit.
  if (!config.s3.bucket) {
    app.use(
      '/v1/uploads',
      uploadPutRouter(config, (session) => sessionIsLive(database.db, session)),
    );
    app.use('/uploads', uploadFilesRouter(config));
  }
  const jsonBody = express.json({ limit: JSON_LIMIT });
  app.use(['/graphql', '/v1'], jsonBody);

  app.use(healthRouter(database, () => drain.stopping));

  const mailer = metrics.mailer(deps.mailer ?? createMailer(config, log));
  const auth = createAuthModule({ config, db: database.db, log, events, mailer, sessions });
  const v1 = express.Router();
  v1.use('/auth', auth.router);
  v1.use('/mail', unsubscribeRouter(config, database.db));
  v1.use('/account', accountRouter({ db: database.db, requireMember: auth.requireMember }));
  v1.use(notFoundHandler);
  app.use('/v1', v1);

  // req.ip as Express computes it (TRUST_PROXY), for requests on node's own objects too.
  const clientAddressOf = (req: IncomingMessage) =>
    proxyAddr(req, app.get('trust proxy fn') as (address: string, hop: number) => boolean);
  const graphql = graphqlHandler(graphqlServer, (req, res): Promise<GraphQLContext> => {
    const viewerId = viewerIdOf(res);
    const session = viewerSessionOf(res);
    let ip: string | undefined;
    return Promise.resolve({
      db: database.db,
      config,
      user: viewerId ? { id: viewerId, ...(session ? { session } : {}) } : null,
      // Worked out when first read (sign-up's limit; most requests never read it), then kept.
      get ip() {
        return (ip ??= clientAddressOf(req));
      },
      requestId: requestIdOf(req),
      log: req.log,
      loaders: createLoaders(database.db, viewerId ?? null),
      events,
      accounts: auth.accounts,
      sendAdmission,
    });
  });
  app.use('/graphql', auth.graphqlAuth, graphql);
  // The same middleware as the app.use calls above run for POST /graphql, in their order, on
  // node's own request and response (a test holds the two paths' answers equal).
  directRoutes.push(
    directRoute({
      app,
      method: 'POST',
      url: '/graphql',
      handlers: [
        drain.middleware,
        metrics.http,
        requestId,
        requestLog,
        headers,
        apiCors,
        jsonBody,
        auth.graphqlAuth,
        graphql,
      ],
      onError: errorHandler,
    }),
  );

  // Notification mail and digests, and the clean-up sweeps (JOBS=on): every instance may work the queues.
  let jobs: JobEngine | undefined;
  if (config.jobs.enabled) {
    jobs = createJobEngine(config, database, log);
    await jobs.start([
      ...notificationJobs({ db: database.db, config, log, mailer, jobs, events }),
      ...sweepJobs({ db: database.db, config, log }),
    ]);
  }

  // The pages a shared link opens signed out carry their own preview (docs/decisions/0051).
  const visitor = () => serviceContext({ db: database.db, events, config, log }, VISITOR);
  const spa = spaRouter(config.webDistDir, {
    siteUrl: config.webUrl,
    log,
    sharedPages: [
      { path: /^\/post\/([^/]+)\/?$/, meta: (id) => postShareMeta(visitor(), id) },
      { path: /^\/profile\/([^/]+)\/?$/, meta: (id) => profileShareMeta(visitor(), id) },
      { path: /^\/events\/([^/]+)\/?$/, meta: (id) => eventShareMeta(visitor(), id) },
    ],
  });
  if (spa) app.use(spa);
  app.use(notFoundHandler);
  app.use(errorHandler);

  let stopping: Promise<void> | null = null;
  return {
    app,
    httpServer,
    io,
    events,
    database,
    db: database.db,
    log,
    async start(port = config.port, host = config.host) {
      // First, so a taken METRICS_PORT fails the start before the public port takes traffic.
      const metricsUrl = await metrics.listen();
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          resolve({ port: address.port, url: `http://localhost:${address.port}`, metricsUrl });
        });
      });
    },
    async settled() {
      await auth.settled();
      await realtime.idle();
    },
    stop() {
      stopping ??= (async () => {
        try {
          await drain.begin(); // /readyz fails; answers close their connections
          // This instance's sockets only (not through the adapter): their long-polls end, so
          // draining HTTP does not wait for them, and the clients reconnect to another instance.
          io.local.disconnectSockets(true);
          await drain.close(); // requests in flight finish; their changes are still broadcast
          broadcaster.close(); // changes committed from now on are not broadcast
          await apollo.stop();
          await realtime.stop(); // queued counter emits, the socket server, the Redis adapter
          await jobs?.stop(); // running jobs finish (bounded); a send cut short is retried
          await auth.close(); // mails still being sent after their answer, for a bounded time
        } finally {
          await database.close();
          await metrics.close(); // the operators' listener, last: it reports the shutdown too
        }
      })();
      return stopping;
    },
  };
}
