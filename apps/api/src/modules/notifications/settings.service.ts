import { NOTIFICATION_KINDS, type NotificationKind, type NotificationLevel } from '@squadup/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './settings.repo.js';

// The settings page's notification levels (docs/decisions/0030): only ever the viewer's own.

const asList = (levels: repo.LevelsOf) =>
  NOTIFICATION_KINDS.map((kind) => ({ kind, level: levels[kind] }));

export const getNotificationSettings = async (ctx: ServiceContext) =>
  asList(await repo.levelsOf(ctx.db, ctx.viewer.id));

export async function updateNotificationSetting(
  ctx: ServiceContext,
  kind: NotificationKind,
  level: NotificationLevel,
) {
  await repo.setLevel(ctx.db, ctx.viewer.id, kind, level);
  return getNotificationSettings(ctx);
}
