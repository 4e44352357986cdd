import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { sweepUsedOAuthStates } from '../modules/auth/index.js';
import { sweepUploadPurges } from '../modules/uploads/index.js';
import type { JobDefinition } from './engine.js';

// Clean-up sweeps (docs/decisions/0036). Each reads only what is due (rows written by the change
// that made the work), so a run costs what changed, not the size of the tables.

export interface SweepDeps {
  db: Database;
  config: Config;
  log: Logger;
}

export function sweepJobs(deps: SweepDeps): JobDefinition[] {
  return [
    {
      // Files of deleted members: each purge waits an upload URL's lifetime, then a minute's tick.
      queue: 'upload-purge-sweep',
      options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 300 },
      cron: '* * * * *',
      runAtStart: true,
      async run() {
        const purged = await sweepUploadPurges(deps);
        if (purged) deps.log.info({ purged }, 'Upload purge sweep');
      },
    },
    {
      // Used OAuth states, once they would have expired anyway (a replay is then refused as
      // expired by the signed cookie).
      queue: 'oauth-state-sweep',
      options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 300 },
      cron: '*/15 * * * *',
      async run() {
        const swept = await sweepUsedOAuthStates(deps.db);
        if (swept) deps.log.info({ swept }, 'Used OAuth states swept');
      },
    },
  ];
}
