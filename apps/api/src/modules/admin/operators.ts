import type { Database } from '../../db/client.js';
import { normaliseEmail } from '../../db/schema/index.js';
import * as repo from './admin.repo.js';

// The operator role (docs/decisions/0034) is granted and revoked from the command line only
// (`npm run operator`): no GraphQL operation changes a role, so no stolen session can make one.
// Tests and the end-to-end seed call these directly.

export type RoleChange =
  | { ok: true; email: string; changed: boolean }
  | { ok: false; message: string };

const unknown = (email: string): RoleChange => ({
  ok: false,
  message: `No member has the e-mail address ${email}. Check the spelling, or ask them to sign up first.`,
});

async function setRole(db: Database, emailInput: string, role: 'member' | 'operator') {
  const email = normaliseEmail(emailInput);
  const result = await repo.setRole(db, email, role);
  if (!result) return unknown(email);
  return { ok: true, email, changed: result.previous !== role } satisfies RoleChange;
}

/** Makes the member with this e-mail address an operator (already one: unchanged). */
export const grantOperator = (db: Database, email: string): Promise<RoleChange> =>
  setRole(db, email, 'operator');

/** Makes the operator with this e-mail address a member again; takes effect on their next request. */
export const revokeOperator = (db: Database, email: string): Promise<RoleChange> =>
  setRole(db, email, 'member');

/** The operators, by e-mail address. */
export const listOperators = (db: Database) => repo.operators(db);

/** What the CLI prints for a grant or a revoke. */
export function describeChange(change: RoleChange, role: 'operator' | 'member'): string {
  if (!change.ok) return change.message;
  if (!change.changed)
    return role === 'operator'
      ? `${change.email} is already an operator.`
      : `${change.email} is not an operator.`;
  return role === 'operator'
    ? `${change.email} is now an operator.`
    : `${change.email} is no longer an operator.`;
}

export const USAGE = `Usage: npm run operator -- grant EMAIL | revoke EMAIL | list`;

export type OperatorCommand =
  | { kind: 'grant' | 'revoke'; email: string }
  | { kind: 'list' }
  | { kind: 'usage' };

/** The command line's words as a command; anything else is `usage` (exit code 2). */
export function parseOperatorArgs(args: readonly string[]): OperatorCommand {
  const [verb, email, ...rest] = args;
  if (rest.length > 0) return { kind: 'usage' };
  if (verb === 'list' && email === undefined) return { kind: 'list' };
  if ((verb === 'grant' || verb === 'revoke') && email && email.includes('@'))
    return { kind: verb, email };
  return { kind: 'usage' };
}
