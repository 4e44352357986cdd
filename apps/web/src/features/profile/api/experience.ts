import { graphql, useFragment as unmaskFragment } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

/** The fields of one entry, as the list, the form and the writes' answers hold them. */
const ExperienceFieldsFragment = graphql(`
  fragment ExperienceFields on Experience {
    _id
    company_name
    position
    start_date
    end_date
    is_current
    description
    location_id
    employment_type
    order
  }
`);

export const ExperienceByUserQuery = graphql(`
  query ExperienceByUser($userId: ID) {
    getExperienceByUser(userId: $userId) {
      ...ExperienceFields
    }
  }
`);

export const CreateExperienceMutation = graphql(`
  mutation CreateExperience($userId: ID, $input: ExperienceInput!) {
    createExperience(userId: $userId, input: $input) {
      ...ExperienceFields
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateExperienceMutation = graphql(`
  mutation UpdateExperience($experienceId: ID!, $input: ExperienceUpdateInput!) {
    updateExperience(experienceId: $experienceId, input: $input) {
      ...ExperienceFields
    }
  }
`);

export const DeleteExperienceMutation = graphql(`
  mutation DeleteExperience($experienceId: ID!) {
    deleteExperience(experienceId: $experienceId)
  }
`);

export const experienceApi = defineSectionApi({
  list: ExperienceByUserQuery,
  items: (data) => unmaskFragment(ExperienceFieldsFragment, data.getExperienceByUser),
  create: CreateExperienceMutation,
  update: UpdateExperienceMutation,
  remove: DeleteExperienceMutation,
  idName: 'experienceId',
});
