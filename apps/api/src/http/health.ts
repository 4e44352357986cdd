import { Router } from 'express';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and the
 * server is not stopping). While the database is down /readyz answers 503 and turns 200 again by
 * itself once it answers: the pool reconnects on the next query.
 */
export function healthRouter(database: DatabaseHandle, isStopping: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isStopping()) {
      res.status(503).json({ status: 'stopping', database: database.kind });
      return;
    }
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.kind });
    } catch (error) {
      req.log.warn({ err: error }, 'Readiness check failed');
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });
  return router;
}
