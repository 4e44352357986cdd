import { graphql, useFragment as unmaskFragment } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

/** The fields of one entry, as the list, the form and the writes' answers hold them. */
const AchievementFieldsFragment = graphql(`
  fragment AchievementFields on Achievement {
    _id
    title
    description
    order
  }
`);

export const AchievementsByUserQuery = graphql(`
  query AchievementsByUser($userId: ID) {
    getAchievementsByUser(userId: $userId) {
      ...AchievementFields
    }
  }
`);

export const CreateAchievementMutation = graphql(`
  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {
    createAchievement(userId: $userId, input: $input) {
      ...AchievementFields
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateAchievementMutation = graphql(`
  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {
    updateAchievement(achievementId: $achievementId, input: $input) {
      ...AchievementFields
    }
  }
`);

export const DeleteAchievementMutation = graphql(`
  mutation DeleteAchievement($achievementId: ID!) {
    deleteAchievement(achievementId: $achievementId)
  }
`);

export const achievementsApi = defineSectionApi({
  list: AchievementsByUserQuery,
  items: (data) => unmaskFragment(AchievementFieldsFragment, data.getAchievementsByUser),
  create: CreateAchievementMutation,
  update: UpdateAchievementMutation,
  remove: DeleteAchievementMutation,
  idName: 'achievementId',
});
