// The profile sections' rules, once for all five: validate, load, authorize (profiles.policy),
// transact. Each section is described in profiles.sections.ts.
import { SECTION_LIMITS } from '@squadup/shared';
import { isUniqueViolation } from '../../db/errors.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { isUuid } from '../../lib/ids.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { isVisitor } from '../../lib/viewer.js';
import { loadUserById } from '../users/index.js';
import { profilesPolicy, SECTION_MESSAGES } from './profiles.policy.js';
import * as repo from './profiles.repo.js';
import type { SectionDef } from './profiles.sections.js';
import type { NewSectionRow, SectionTable } from './profiles.repo.js';

const DUPLICATE_SKILL_MESSAGE = 'You already have this skill.';
const SKILL_KEY = 'user_skills_user_id_skill_key';

const memberNotFound = () => notFound(SECTION_MESSAGES.memberNotFound);

/** The limit message, e.g. "You can have at most 50 skills." */
const tooManyItemsMessage = (plural: string) =>
  `You can have at most ${SECTION_LIMITS.itemsMax} ${plural}.`;

// Dates may arrive as full ISO timestamps; the columns hold calendar dates (YYYY-MM-DD).
const calendarDate = (value: unknown) =>
  typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : value;

/** Validated values as column values: calendar dates, absent keys left out. */
function toColumns<T extends SectionTable>(values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    columns[key] = key.endsWith('_date') ? calendarDate(value) : value;
  }
  return columns as Partial<NewSectionRow<T>>;
}

/** A unique-skill violation as CONFLICT; anything else unchanged. */
function duplicateSkillAsConflict(error: unknown): never {
  if (isUniqueViolation(error, SKILL_KEY)) throw conflict(DUPLICATE_SKILL_MESSAGE);
  throw error;
}

/**
 * A member's sections are shown to whoever may see their profile (the users module's loadUserById:
 * NOT_FOUND for an unknown or malformed id, a block either way, and for a visitor a members-only or
 * suspended profile); one's own need no lookup.
 */
async function assertReadable(ctx: ServiceContext, ownerId: string): Promise<void> {
  if (ownerId === ctx.viewer.id && !isVisitor(ctx.viewer)) return;
  await loadUserById(ctx, ownerId);
}

/** A member's items by order ascending (the viewer's when userId is omitted). */
export async function listSection<T extends SectionTable, V>(
  ctx: ServiceContext,
  def: SectionDef<T, V>,
  userId: string | null | undefined,
): Promise<V[]> {
  const ownerId = userId ?? ctx.viewer.id;
  await assertReadable(ctx, ownerId);
  const rows = await repo.listByUser(ctx.db, def.table, ownerId);
  return rows.map((row) => def.present(row));
}

/**
 * Adds an item to the viewer's own profile. Without an explicit order it goes last
 * (highest order + 1). The member's row is locked so the item limit holds under concurrency.
 */
export async function createSectionItem<T extends SectionTable, V>(
  ctx: ServiceContext,
  def: SectionDef<T, V>,
  userId: string | null | undefined,
  input: unknown,
): Promise<V> {
  const { db, viewer } = ctx;
  profilesPolicy.authorize(viewer, 'create', { userId });
  const values = toColumns<T>(parseWith(def.createSchema, input));
  const row = await db
    .transaction(async (tx) => {
      if (!(await repo.lockMember(tx, viewer.id))) throw memberNotFound();
      const { items, maxOrder } = await repo.countAndMaxOrder(tx, def.table, viewer.id);
      if (items >= SECTION_LIMITS.itemsMax) throw badInput(tooManyItemsMessage(def.plural));
      const order = (values as { order?: number }).order ?? (maxOrder ?? -1) + 1;
      return repo.insertItem(tx, def.table, {
        ...values,
        user_id: viewer.id,
        order,
      } as NewSectionRow<T>);
    })
    .catch(duplicateSkillAsConflict);
  return def.present(row);
}

/** Loads an item for a change by its owner: NOT_FOUND, then the policy (FORBIDDEN). */
async function loadOwnedItem<T extends SectionTable, V>(
  { db, viewer }: ServiceContext,
  def: SectionDef<T, V>,
  id: string,
) {
  if (!isUuid(id)) throw notFound(def.notFound);
  const row = await repo.findById(db, def.table, id);
  if (!row) throw notFound(def.notFound);
  profilesPolicy.authorize(viewer, 'edit', row);
  return row;
}

/**
 * Changes an item; `{ order }` alone reorders. The patch is validated on its own (its messages),
 * then merged over the stored row and validated whole, so date rules see both dates.
 */
export async function updateSectionItem<T extends SectionTable, V>(
  ctx: ServiceContext,
  def: SectionDef<T, V>,
  id: string,
  input: Record<string, unknown>,
): Promise<V> {
  const row = await loadOwnedItem(ctx, def, id);
  parseWith(def.updateSchema, input);
  const merged = parseWith(def.createSchema, { ...row, ...input });
  const updated = await repo
    .updateItem(ctx.db, def.table, id, toColumns<T>(merged))
    .catch(duplicateSkillAsConflict);
  if (!updated) throw notFound(def.notFound);
  return def.present(updated);
}

/** Deletes one of the viewer's items; returns its id. */
export async function deleteSectionItem<T extends SectionTable, V>(
  ctx: ServiceContext,
  def: SectionDef<T, V>,
  id: string,
): Promise<string> {
  await loadOwnedItem(ctx, def, id);
  if (!(await repo.deleteItem(ctx.db, def.table, id, ctx.viewer.id))) throw notFound(def.notFound);
  return id;
}
