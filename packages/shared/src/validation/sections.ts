// Pieces shared by the five profile sections. Each section exports a create schema (the
// dialog and create* mutations) and an update schema (update* mutations: any subset, so a
// reorder is just `{ order }`). A partial update cannot see the stored start or end date, so
// a service validates the patch with the update schema, then the merged row with the create one.
import { z } from 'zod';
import { SECTION_LIMITS } from '../limits.js';

/** Position within the section; lists sort by it ascending. */
export const orderSchema = z
  .number()
  .int()
  .min(0, 'Order must be 0 or more.')
  .max(SECTION_LIMITS.orderMax, `Order must be at most ${SECTION_LIMITS.orderMax}.`);

/** Missing or null "current" means not current. */
export const isCurrentSchema = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
