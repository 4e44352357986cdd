import type { Database } from '../../db/client.js';
import { badInput, forbidden } from '../../errors.js';
import { memberActionSource, recordMemberAction } from '../../lib/member-actions.js';
import { verifyPassword } from '../../lib/password.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { HOUR_MS, MINUTE_MS } from '../../lib/rate-limit.js';
import * as repo from './auth.repo.js';
import { AUTH_ERRORS } from './messages.js';

/** A member without a password proves it is them by a sign-in this recent. */
const RECENT_SIGN_IN_MS = 10 * MINUTE_MS;

/** Wrong passwords a member may give to confirm an action, per hour, before being refused. */
const WRONG_PASSWORDS: Quota = {
  limit: 10,
  windowMs: HOUR_MS,
  message: AUTH_ERRORS.confirmAttemptsLimit,
};
const WRONG_PASSWORD = 'confirm_password_wrong';

/**
 * Before an action that cannot be undone (deleting the account): the member proves it is them,
 * not only someone holding their access token. With a password, by giving it (wrong ones count,
 * ten an hour); signing in only with Google or GitHub, by a sign-in of this session within
 * RECENT_SIGN_IN_MS. BAD_USER_INPUT or FORBIDDEN saying what to do; nothing changes.
 */
export async function confirmAccountOwner(
  db: Database,
  viewer: { id: string; session?: { id: string } },
  password: string | null | undefined,
): Promise<void> {
  const member = await repo.findUserById(db, viewer.id);
  if (!member) throw forbidden(AUTH_ERRORS.sessionExpired);
  if (member.password_hash) {
    if (!password) throw badInput(AUTH_ERRORS.passwordToConfirm);
    await db.transaction((tx) =>
      assertWithinQuota(tx, memberActionSource(WRONG_PASSWORD), member.id, WRONG_PASSWORDS),
    );
    if (await verifyPassword(password, member.password_hash)) return;
    await db.transaction((tx) => recordMemberAction(tx, member.id, [WRONG_PASSWORD]));
    throw badInput(AUTH_ERRORS.passwordWrong);
  }
  const startedAt = viewer.session
    ? await repo.sessionStartedAt(db, member.id, viewer.session.id)
    : null;
  if (!startedAt || Date.now() - startedAt.getTime() > RECENT_SIGN_IN_MS)
    throw forbidden(AUTH_ERRORS.signInAgainToConfirm);
}
