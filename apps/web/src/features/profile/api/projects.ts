import { graphql } from '@/gql';
import { defineSectionApi } from './section-api';

// One profile section: its list (sorted by the server, re-sorted by the screen) and owner-only writes.

export const ProjectsByUserQuery = graphql(`
  query ProjectsByUser($userId: ID) {
    getProjectsByUser(userId: $userId) {
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
  }
`);

export const CreateProjectMutation = graphql(`
  mutation CreateProject($userId: ID, $input: ProjectInput!) {
    createProject(userId: $userId, input: $input) {
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
  }
`);

/** Also the reorder call, with `{ order }` alone. */
export const UpdateProjectMutation = graphql(`
  mutation UpdateProject($projectId: ID!, $input: ProjectUpdateInput!) {
    updateProject(projectId: $projectId, input: $input) {
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
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($projectId: ID!) {
    deleteProject(projectId: $projectId)
  }
`);

export const projectsApi = defineSectionApi({
  list: ProjectsByUserQuery,
  items: (data) => data.getProjectsByUser,
  create: CreateProjectMutation,
  update: UpdateProjectMutation,
  remove: DeleteProjectMutation,
  idName: 'projectId',
});
