import { graphql, useFragment as unmaskFragment } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

/** The fields of one entry, as the list, the form and the writes' answers hold them. */
const ProjectFieldsFragment = graphql(`
  fragment ProjectFields on UserProject {
    _id
    title
    description
    technologies
    project_url
    github_url
    start_date
    end_date
    is_current
    order
  }
`);

export const ProjectsByUserQuery = graphql(`
  query ProjectsByUser($userId: ID) {
    getProjectsByUser(userId: $userId) {
      ...ProjectFields
    }
  }
`);

export const CreateProjectMutation = graphql(`
  mutation CreateProject($userId: ID, $input: ProjectInput!) {
    createProject(userId: $userId, input: $input) {
      ...ProjectFields
    }
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {
    updateProject(projectId: $projectId, input: $input) {
      ...ProjectFields
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($projectId: ID!) {
    deleteProject(projectId: $projectId)
  }
`);

export const projectsApi = defineSectionApi({
  list: ProjectsByUserQuery,
  items: (data) => unmaskFragment(ProjectFieldsFragment, data.getProjectsByUser),
  create: CreateProjectMutation,
  update: UpdateProjectMutation,
  remove: DeleteProjectMutation,
  idName: 'projectId',
});
