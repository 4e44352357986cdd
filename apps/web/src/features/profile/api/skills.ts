import { graphql, useFragment as unmaskFragment } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

/** The fields of one entry, as the list, the form and the writes' answers hold them. */
const UserSkillFieldsFragment = graphql(`
  fragment UserSkillFields on UserSkill {
    _id
    skill_name
    proficiency_level
    years_experience
    is_top
    order
  }
`);

export const SkillsByUserQuery = graphql(`
  query SkillsByUser($userId: ID) {
    getSkillsByUser(userId: $userId) {
      ...UserSkillFields
    }
  }
`);

export const CreateUserSkillMutation = graphql(`
  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {
    createUserSkill(userId: $userId, input: $input) {
      ...UserSkillFields
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateUserSkillMutation = graphql(`
  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {
    updateUserSkill(userSkillId: $userSkillId, input: $input) {
      ...UserSkillFields
    }
  }
`);

export const DeleteUserSkillMutation = graphql(`
  mutation DeleteUserSkill($userSkillId: ID!) {
    deleteUserSkill(userSkillId: $userSkillId)
  }
`);

export const skillsApi = defineSectionApi({
  list: SkillsByUserQuery,
  items: (data) => unmaskFragment(UserSkillFieldsFragment, data.getSkillsByUser),
  create: CreateUserSkillMutation,
  update: UpdateUserSkillMutation,
  remove: DeleteUserSkillMutation,
  idName: 'userSkillId',
});
