import { graphql } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

export const AchievementsByUserQuery = graphql(`
  query AchievementsByUser($userId: ID) {
    getAchievementsByUser(userId: $userId) {
      _id
      title
      description
      order
    }
  }
`);

export const CreateAchievementMutation = graphql(`
  mutation CreateAchievement($userId: ID, $input: AchievementInput!) {
    createAchievement(userId: $userId, input: $input) {
      _id
      title
      description
      order
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateAchievementMutation = graphql(`
  mutation UpdateAchievement($achievementId: ID!, $input: AchievementUpdateInput!) {
    updateAchievement(achievementId: $achievementId, input: $input) {
      _id
      title
      description
      order
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
  items: (data) => data.getAchievementsByUser,
  create: CreateAchievementMutation,
  update: UpdateAchievementMutation,
  remove: DeleteAchievementMutation,
  idName: 'achievementId',
});
