import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './users.js';
import { id, timestamps } from './columns.js';

// The five profile sections. Each row belongs to one member (deleted with them) and carries an
// `order` the owner sets by dragging; every list is "one member's rows by order", served by a
// (user_id, order) index. Calendar dates are `date` columns, answered as YYYY-MM-DD.

const order = () => integer('order').notNull().default(0);
const calendarDate = (name: string) => date(name, { mode: 'string' });

/** A member's skills: the recommendation, person cards (top skills) and people filters read them. */
export const userSkills = pgTable(
  'user_skills',
  {
    id: id(),
    user_id: memberRef('user_id'),
    skill_name: text('skill_name').notNull(),
    proficiency_level: text('proficiency_level').notNull().default('beginner'),
    years_experience: real('years_experience'),
    is_top: boolean('is_top').notNull().default(false),
    order: order(),
    ...timestamps(),
  },
  (t) => [
    index('user_skills_user_id_order_idx').on(t.user_id, t.order),
    // One spelling per member ("React" and "react" are the same skill).
    uniqueIndex('user_skills_user_id_skill_key').on(t.user_id, sql`lower(${t.skill_name})`),
    // People filter (exact skill, case-insensitive) and people search (part of a skill name).
    index('user_skills_skill_lc_idx').on(sql`lower(${t.skill_name})`),
    index('user_skills_skill_trgm_idx').using('gin', sql`lower(${t.skill_name}) gin_trgm_ops`),
    check(
      'user_skills_proficiency_level_check',
      sql`${t.proficiency_level} in ('beginner', 'intermediate', 'advanced', 'expert')`,
    ),
  ],
);

export type UserSkillRow = typeof userSkills.$inferSelect;

export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    user_id: memberRef('user_id'),
    title: text('title').notNull(),
    description: text('description'),
    order: order(),
    ...timestamps(),
  },
  (t) => [index('achievements_user_id_order_idx').on(t.user_id, t.order)],
);
export type AchievementRow = typeof achievements.$inferSelect;

export const educations = pgTable(
  'educations',
  {
    id: id(),
    user_id: memberRef('user_id'),
    institution_name: text('institution_name').notNull(),
    location_id: text('location_id'),
    degree: text('degree').notNull(),
    field_of_study: text('field_of_study').notNull(),
    start_date: calendarDate('start_date').notNull(),
    end_date: calendarDate('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    grade: text('grade'),
    description: text('description'),
    order: order(),
    ...timestamps(),
  },
  (t) => [
    index('educations_user_id_order_idx').on(t.user_id, t.order),
    check('educations_dates_check', sql`${t.end_date} is null or ${t.start_date} <= ${t.end_date}`),
    check('educations_current_check', sql`not ${t.is_current} or ${t.end_date} is null`),
  ],
);
export type EducationRow = typeof educations.$inferSelect;

export const experiences = pgTable(
  'experiences',
  {
    id: id(),
    user_id: memberRef('user_id'),
    company_name: text('company_name').notNull(),
    position: text('position').notNull(),
    start_date: calendarDate('start_date').notNull(),
    end_date: calendarDate('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    description: text('description'),
    location_id: text('location_id'),
    employment_type: text('employment_type'),
    order: order(),
    ...timestamps(),
  },
  (t) => [
    index('experiences_user_id_order_idx').on(t.user_id, t.order),
    check(
      'experiences_dates_check',
      sql`${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
    check('experiences_current_check', sql`not ${t.is_current} or ${t.end_date} is null`),
  ],
);
export type ExperienceRow = typeof experiences.$inferSelect;

/** "Projects" tab: a member's own portfolio projects (not recruiting posts). */
export const userProjects = pgTable(
  'user_projects',
  {
    id: id(),
    user_id: memberRef('user_id'),
    title: text('title').notNull(),
    description: text('description'),
    technologies: text('technologies').array(),
    project_url: text('project_url'),
    github_url: text('github_url'),
    start_date: calendarDate('start_date'),
    end_date: calendarDate('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    order: order(),
    ...timestamps(),
  },
  (t) => [
    index('user_projects_user_id_order_idx').on(t.user_id, t.order),
    check(
      'user_projects_dates_check',
      sql`${t.start_date} is null or ${t.end_date} is null or ${t.start_date} <= ${t.end_date}`,
    ),
    check('user_projects_current_check', sql`not ${t.is_current} or ${t.end_date} is null`),
  ],
);
export type UserProjectRow = typeof userProjects.$inferSelect;

/** Any of the five section tables (they share id, user_id and order, so one set of queries serves all). */
export type SectionTable =
  | typeof achievements
  | typeof educations
  | typeof experiences
  | typeof userProjects
  | typeof userSkills;
