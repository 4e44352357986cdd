import type { IncomingMessage } from 'node:http';
import { ACCOUNT_ROUTES } from '@squadup/shared';
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { downloadMemberData } from './data-export.js';

const path = (full: string) => full.replace('/v1/account', '');

/** /v1/account: the member's own account beyond signing in (mounted by app.ts). */
export function accountRouter(deps: {
  db: Database;
  /** The signed-in member's id, or a 401 (the auth module's bearer check). */
  requireMember: (req: IncomingMessage) => Promise<string>;
}): Router {
  const router = Router();
  router.get(path(ACCOUNT_ROUTES.dataExport), async (req, res) => {
    const memberId = await deps.requireMember(req);
    const archive = await downloadMemberData(deps.db, memberId);
    const day = archive.exported_at.slice(0, 10);
    res.setHeader('cache-control', 'no-store');
    res.attachment(`squadup-data-${day}.json`);
    res.json(archive);
  });
  return router;
}
