import { MockedProvider } from '@apollo/client/testing/react';
import type { ComponentProps, ReactNode } from 'react';
import type { ProfileUserQuery } from '@/gql/graphql';
import { renderRoute } from '@/test/router';
import { EducationByUserQuery } from '../api/education';
import { ProfileUserQuery as ProfileUserDocument } from '../api/profile-user';
import { SkillsByUserQuery } from '../api/skills';

export type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

export function profileUser(
  overrides: Partial<ProfileUserQuery['loadUserById']> = {},
): ProfileUserQuery['loadUserById'] {
  return {
    _id: 'user-1',
    first_name: 'Maya',
    last_name: 'Alvarez',
    email: 'maya@example.com',
    photo: null,
    title: 'Frontend engineer',
    bio: 'I build things.',
    location_id: 'Lisbon',
    looking_for: [],
    is_connection: 'none',
    chat_id: null,
    connections_count: 3,
    links: [],
    is_online: false,
    last_seen: null,
    created_at: '2024-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** loadUserById answering `user`, usable several times (refetches). */
export function userMock(userId: string, user: ProfileUserQuery['loadUserById']) {
  return {
    request: { query: ProfileUserDocument, variables: { userId } },
    result: {
      data: {
        loadUserById: {
          __typename: 'User' as const,
          ...user,
          links: user.links.map((link) => ({ __typename: 'Link' as const, ...link })),
        },
      },
    },
    maxUsageCount: 5,
  };
}

export function education(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Education' as const,
    _id: 'edu-1',
    institution_name: 'University of Lisbon',
    location_id: 'Lisbon',
    degree: 'BSc',
    field_of_study: 'Computer Science',
    start_date: '2019-09-01',
    end_date: '2023-06-30',
    is_current: false,
    grade: null,
    description: null,
    order: 0,
    ...overrides,
  };
}

export function educationMock(userId: string, items: ReturnType<typeof education>[]) {
  return {
    request: { query: EducationByUserQuery, variables: { userId } },
    result: { data: { getEducationByUser: items } },
    maxUsageCount: 5,
  };
}

export function skill(name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UserSkill' as const,
    _id: `skill-${name}`,
    skill_name: name,
    proficiency_level: 'intermediate' as const,
    years_experience: null,
    is_top: false,
    order: 0,
    ...overrides,
  };
}

/** getSkillsByUser answering `items` (the Skills tab and the completeness hint share it). */
export function skillsMock(userId: string, items: ReturnType<typeof skill>[]) {
  return {
    request: { query: SkillsByUserQuery, variables: { userId } },
    result: { data: { getSkillsByUser: items } },
    maxUsageCount: 5,
  };
}

/** Renders `element` at `path` (matching `pattern`) with Apollo answering from `mocks`. */
export function renderWithMocks(
  element: ReactNode,
  mocks: Mocks,
  { path = '/', pattern }: { path?: string; pattern?: string } = {},
) {
  return renderRoute(<MockedProvider mocks={mocks}>{element}</MockedProvider>, {
    path,
    pattern,
  });
}
