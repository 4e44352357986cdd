import { graphql, useFragment as unmaskFragment } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

/** The fields of one entry, as the list, the form and the writes' answers hold them. */
const EducationFieldsFragment = graphql(`
  fragment EducationFields on Education {
    _id
    institution_name
    location_id
    degree
    field_of_study
    start_date
    end_date
    is_current
    grade
    description
    order
  }
`);

export const EducationByUserQuery = graphql(`
  query EducationByUser($userId: ID) {
    getEducationByUser(userId: $userId) {
      ...EducationFields
    }
  }
`);

export const CreateEducationMutation = graphql(`
  mutation CreateEducation($userId: ID, $input: EducationInput!) {
    createEducation(userId: $userId, input: $input) {
      ...EducationFields
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateEducationMutation = graphql(`
  mutation UpdateEducation($educationId: ID!, $input: EducationUpdateInput!) {
    updateEducation(educationId: $educationId, input: $input) {
      ...EducationFields
    }
  }
`);

export const DeleteEducationMutation = graphql(`
  mutation DeleteEducation($educationId: ID!) {
    deleteEducation(educationId: $educationId)
  }
`);

export const educationApi = defineSectionApi({
  list: EducationByUserQuery,
  items: (data) => unmaskFragment(EducationFieldsFragment, data.getEducationByUser),
  create: CreateEducationMutation,
  update: UpdateEducationMutation,
  remove: DeleteEducationMutation,
  idName: 'educationId',
});
