import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { users } from './users.js';

/**
 * A member's skills. Minimal for now: the posts issue needs them for the recommendation and the
 * applicant view (top skills); the profiles issue owns the operations that edit them.
 */
export const userSkills = pgTable(
  'user_skills',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill_name: text('skill_name').notNull(),
    proficiency_level: text('proficiency_level').notNull().default('beginner'),
    years_experience: real('years_experience'),
    is_top: boolean('is_top').notNull().default(false),
    order: integer('order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('user_skills_user_id_order_idx').on(t.user_id, t.order),
    check(
      'user_skills_proficiency_level_check',
      sql`${t.proficiency_level} in ('beginner', 'intermediate', 'advanced', 'expert')`,
    ),
  ],
);

export type UserSkillRow = typeof userSkills.$inferSelect;
