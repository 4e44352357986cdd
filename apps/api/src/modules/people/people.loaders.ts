import DataLoader from 'dataloader';
import { PeekableLoader, type LoaderFactories } from '../../lib/loaders.js';
import type { UserSkill } from '../../graphql/generated/resolvers.js';
import type { MemberCard } from './people.present.js';
import { memberCardsFor, memberSkillsFor } from './people.service.js';

declare module '../../lib/loaders.js' {
  interface Loaders {
    /** A member's card (name, photo, location, title, bio); null for a missing member. */
    memberCard: DataLoader<string, MemberCard | null>;
    /** A member's skills, top skills first, then by order. */
    memberSkills: PeekableLoader<string, UserSkill[]>;
  }
}

/** The people module's loaders, each made for one request on its first use. */
export const peopleLoaders: LoaderFactories<'memberCard' | 'memberSkills'> = {
  memberCard: ({ db }) =>
    new DataLoader<string, MemberCard | null>(async (memberIds) => {
      const cards = await memberCardsFor(db, memberIds);
      return memberIds.map((id) => cards.get(id) ?? null);
    }),
  memberSkills: ({ db }) =>
    new PeekableLoader<string, UserSkill[]>(async (memberIds) => {
      const skills = await memberSkillsFor(db, memberIds);
      return memberIds.map((id) => skills.get(id) ?? []);
    }),
};
