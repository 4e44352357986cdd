import {
  MAIL_ROUTES,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@squadup/shared';
import { Router, type Response } from 'express';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badInput } from '../../errors.js';
import { stopMail } from './settings.repo.js';
import { unsubscribePageHtml, type UnsubscribePage } from './unsubscribe-page.js';
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeScope } from './unsubscribe.js';

export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid. Open your notification settings to choose what you get.',
} as const;

const kindsOf = (scope: UnsubscribeScope): readonly NotificationKind[] =>
  scope === 'all' || scope === 'digest' ? NOTIFICATION_KINDS : [scope];

const whatOf = (scope: UnsubscribeScope) => {
  if (scope === 'all') return 'any e-mail from Squadup notifications';
  if (scope === 'digest') return 'the daily digest e-mail';
  return `e-mails about ${NOTIFICATION_KIND_LABELS[scope].toLowerCase()}`;
};

function page(res: Response, status: number, config: Config, content: UnsubscribePage) {
  res
    .status(status)
    .type('html')
    .send(unsubscribePageHtml(content, `${config.webUrl}/settings`));
}

/**
 * /v1/mail: the one-click unsubscribe (RFC 8058). GET only shows a button, since link scanners
 * fetch links in mail; the POST (the button, or the mail client's one-click) unsubscribes.
 * Unsubscribing keeps the items in the app: the kind's level becomes "in the app only".
 */
export function unsubscribeRouter(config: Config, db: Database): Router {
  const router = Router();
  const path = MAIL_ROUTES.unsubscribe.replace(/^\/v1\/mail/, '');
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(path, (req, res) => {
    const request = readUnsubscribeToken(config, req.query.token);
    if (!request)
      return page(res, 400, config, { state: 'invalid', message: UNSUBSCRIBE_MESSAGES.invalid });
    const action = `${MAIL_ROUTES.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(config, request))}`;
    page(res, 200, config, { state: 'confirm', what: whatOf(request.scope), action });
  });

  router.post(path, async (req, res) => {
    const request = readUnsubscribeToken(config, req.query.token);
    if (!request) throw badInput(UNSUBSCRIBE_MESSAGES.invalid);
    const levels = request.scope === 'digest' ? (['digest'] as const) : undefined;
    await stopMail(db, request.userId, kindsOf(request.scope), levels);
    page(res, 200, config, { state: 'done', what: whatOf(request.scope) });
  });
  return router;
}
