import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

// The columns every table writes the same way. (A member reference is `memberRef` in users.ts,
// next to the table it points at, so this file imports no table.)

/** UUID v7 from the app: ids sort by creation time, which keyset paging and send order rely on. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** created_at and updated_at, for tables whose rows change. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
