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
import { readUnsubscribeToken, unsubscribeToken, type UnsubscribeScope } from './unsubscribe.js';

export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid. Open your notification settings to choose what you get.',
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const kindsOf = (scope: UnsubscribeScope): readonly NotificationKind[] =>
  scope === 'all' || scope === 'digest' ? NOTIFICATION_KINDS : [scope];

const whatOf = (scope: UnsubscribeScope) => {
  if (scope === 'all') return 'any e-mail from Squadup notifications';
  if (scope === 'digest') return 'the daily digest e-mail';
  return `e-mails about ${NOTIFICATION_KIND_LABELS[scope].toLowerCase()}`;
};

/** A small self-contained page (no script: the CSP allows none inline). */
function page(res: Response, status: number, config: Config, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · Squadup</title></head>` +
        `<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827">` +
        `<p style="font-weight:700;color:#4f46e5">Squadup</p><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}` +
        `<p><a href="${escapeHtml(config.webUrl)}/settings" style="color:#4f46e5">Notification settings</a></p>` +
        `</body></html>`,
    );
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
      return page(
        res,
        400,
        config,
        'Link not valid',
        `<p>${escapeHtml(UNSUBSCRIBE_MESSAGES.invalid)}</p>`,
      );
    const action = `${MAIL_ROUTES.unsubscribe}?token=${encodeURIComponent(unsubscribeToken(config, request))}`;
    page(
      res,
      200,
      config,
      'Unsubscribe',
      `<p>Stop ${escapeHtml(whatOf(request.scope))}? You will still see them in the app.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit" style="padding:.6rem 1rem;border:0;border-radius:.4rem;background:#4f46e5;color:#fff;font-size:1rem">Unsubscribe</button></form>`,
    );
  });

  router.post(path, async (req, res) => {
    const request = readUnsubscribeToken(config, req.query.token);
    if (!request) throw badInput(UNSUBSCRIBE_MESSAGES.invalid);
    const levels = request.scope === 'digest' ? (['digest'] as const) : undefined;
    await stopMail(db, request.userId, kindsOf(request.scope), levels);
    page(
      res,
      200,
      config,
      'You are unsubscribed',
      `<p>You will no longer get ${escapeHtml(whatOf(request.scope))}. You can turn them back on in your settings.</p>`,
    );
  });
  return router;
}
