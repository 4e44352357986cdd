import type { Person, UserSkill } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import { visiblePresence } from '../presence/index.js';
import type { PersonRow, SkillRow } from './people.repo.js';

/** A member's card as other views show it (an applicant's too): who they are, in a few words. */
export interface MemberCard {
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  location_id: string | null;
  title: string | null;
  bio: string | null;
}

/**
 * A Person as resolvers receive it (codegen's mapper): the member's row. The viewer's connection
 * (is_connection, chat_id) and top_skills are field resolvers over the request's loaders.
 */
export type PersonParent = Omit<Person, 'is_connection' | 'chat_id' | 'top_skills'>;

export const presentPerson = (row: PersonRow): PersonParent => ({
  _id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  photo: row.photo,
  location_id: row.location_id,
  title: row.title,
  bio: row.bio,
  // The two fields presence reads, rather than a copy of the whole row for every card.
  is_online: visiblePresence({
    is_online: row.is_online,
    show_online: row.show_online,
    last_seen: null,
  }).is_online,
});

/** A skill as every view shows it (person cards and applicants alike). */
export const presentSkill = (row: SkillRow): UserSkill => ({
  _id: row.id,
  user_id: row.user_id,
  skill_name: row.skill_name,
  proficiency_level: row.proficiency_level,
  years_experience: row.years_experience,
  is_top: row.is_top,
  order: row.order,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
