import { graphql } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

export const SkillsByUserQuery = graphql(`
  query SkillsByUser($userId: ID) {
    getSkillsByUser(userId: $userId) {
      _id
      skill_name
      proficiency_level
      years_experience
      is_top
      order
    }
  }
`);

export const CreateUserSkillMutation = graphql(`
  mutation CreateUserSkill($userId: ID, $input: UserSkillInput!) {
    createUserSkill(userId: $userId, input: $input) {
      _id
      skill_name
      proficiency_level
      years_experience
      is_top
      order
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateUserSkillMutation = graphql(`
  mutation UpdateUserSkill($userSkillId: ID!, $input: UserSkillUpdateInput!) {
    updateUserSkill(userSkillId: $userSkillId, input: $input) {
      _id
      skill_name
      proficiency_level
      years_experience
      is_top
      order
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
  items: (data) => data.getSkillsByUser,
  create: CreateUserSkillMutation,
  update: UpdateUserSkillMutation,
  remove: DeleteUserSkillMutation,
  idName: 'userSkillId',
});
