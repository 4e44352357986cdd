// The five profile sections, described once: table, shared zod schemas, messages and how a row
// is answered. The service is generic over these descriptions.
import {
  achievementSchema,
  achievementUpdateSchema,
  educationSchema,
  educationUpdateSchema,
  experienceSchema,
  experienceUpdateSchema,
  projectSchema,
  projectUpdateSchema,
  skillSchema,
  skillUpdateSchema,
  type SkillProficiency,
} from '@squadup/shared';
import type { ZodType } from 'zod';
import {
  achievements,
  educations,
  experiences,
  userProjects,
  userSkills,
} from '../../db/schema/index.js';
import type {
  Achievement,
  Education,
  Experience,
  UserProject,
  UserSkill,
} from '../../graphql/generated/resolvers.js';
import type { SectionRow, SectionTable } from './profiles.repo.js';
import { iso } from '../../lib/dates.js';

export interface SectionDef<T extends SectionTable, View> {
  table: T;
  /** The items' name in messages ("education entries"). */
  plural: string;
  notFound: string;
  /** Create input and the merged row of an update. */
  createSchema: ZodType<Record<string, unknown>>;
  /** An update's patch: any subset. */
  updateSchema: ZodType<Record<string, unknown>>;
  present(row: SectionRow<T>): View;
}

const stamps = (row: { id: string; user_id: string; created_at: Date; updated_at: Date }) => ({
  _id: row.id,
  user_id: row.user_id,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const achievementSection: SectionDef<typeof achievements, Achievement> = {
  table: achievements,
  plural: 'achievements',
  notFound: 'Achievement not found.',
  createSchema: achievementSchema,
  updateSchema: achievementUpdateSchema,
  present: (row) => ({
    ...stamps(row),
    title: row.title,
    description: row.description,
    order: row.order,
  }),
};

export const educationSection: SectionDef<typeof educations, Education> = {
  table: educations,
  plural: 'education entries',
  notFound: 'Education entry not found.',
  createSchema: educationSchema,
  updateSchema: educationUpdateSchema,
  present: (row) => ({
    ...stamps(row),
    institution_name: row.institution_name,
    location_id: row.location_id,
    degree: row.degree,
    field_of_study: row.field_of_study,
    start_date: row.start_date,
    end_date: row.is_current ? null : row.end_date,
    is_current: row.is_current,
    grade: row.grade,
    description: row.description,
    order: row.order,
  }),
};

export const experienceSection: SectionDef<typeof experiences, Experience> = {
  table: experiences,
  plural: 'experience entries',
  notFound: 'Experience entry not found.',
  createSchema: experienceSchema,
  updateSchema: experienceUpdateSchema,
  present: (row) => ({
    ...stamps(row),
    company_name: row.company_name,
    position: row.position,
    start_date: row.start_date,
    end_date: row.is_current ? null : row.end_date,
    is_current: row.is_current,
    description: row.description,
    location_id: row.location_id,
    employment_type: row.employment_type,
    order: row.order,
  }),
};

export const projectSection: SectionDef<typeof userProjects, UserProject> = {
  table: userProjects,
  plural: 'projects',
  notFound: 'Project not found.',
  createSchema: projectSchema,
  updateSchema: projectUpdateSchema,
  present: (row) => ({
    ...stamps(row),
    title: row.title,
    description: row.description,
    technologies: row.technologies,
    project_url: row.project_url,
    github_url: row.github_url,
    start_date: row.start_date,
    end_date: row.is_current ? null : row.end_date,
    is_current: row.is_current,
    order: row.order,
  }),
};

export const skillSection: SectionDef<typeof userSkills, UserSkill> = {
  table: userSkills,
  plural: 'skills',
  notFound: 'Skill not found.',
  createSchema: skillSchema,
  updateSchema: skillUpdateSchema,
  present: (row) => ({
    ...stamps(row),
    skill_name: row.skill_name,
    // The check constraint keeps the column to these four values.
    proficiency_level: row.proficiency_level as SkillProficiency,
    years_experience: row.years_experience,
    is_top: row.is_top,
    order: row.order,
  }),
};
