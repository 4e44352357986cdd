import type { PersonCardFieldsFragment } from '@/gql/graphql';

type Person = PersonCardFieldsFragment & { __typename: 'Person' };

/** A member as the card's fragment holds it; `skills` names their top skills in order. */
export function buildPerson(
  overrides: Partial<Omit<Person, 'top_skills'>> & { skills?: string[] } = {},
): Person {
  const { skills = ['React', 'SQL'], ...rest } = overrides;
  const id = rest._id ?? 'user-2';
  return {
    __typename: 'Person',
    _id: id,
    first_name: 'Ada',
    last_name: 'Okafor',
    photo: null,
    title: 'Frontend developer',
    bio: 'I build accessible interfaces.',
    location_id: 'Lagos',
    is_connection: 'none',
    chat_id: null,
    is_online: false,
    top_skills: skills.map((skill_name, index) => ({
      __typename: 'UserSkill' as const,
      _id: `${id}-skill-${index}`,
      skill_name,
      is_top: index < 2,
    })),
    ...rest,
  };
}

/** `count` members named Person {from}..., ids person-{n}. */
export const people = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    buildPerson({ _id: `person-${from + i}`, first_name: 'Person', last_name: `${from + i}` }),
  );
