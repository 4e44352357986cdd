import type { Application, Post } from '../../graphql/generated/resolvers.js';
import type { PostViewRow } from './posts.repo.js';
import { iso } from '../../lib/dates.js';

/**
 * A post row (with the viewer's flags) as the API's Post. is_connection and chat_id are
 * placeholders here: the Post field resolvers fill them through the request's loader.
 */
export function presentPost(row: PostViewRow, viewerId: string): Post {
  const myApplication: Application | null =
    row.app_id && row.app_status
      ? {
          _id: row.app_id,
          post_id: row.id,
          applicant_id: viewerId,
          message: row.app_message,
          status: row.app_status,
          created_at: iso(row.app_created_at!),
          updated_at: iso(row.app_updated_at!),
          is_connection: 'none',
          chat_id: null,
          top_skills: [],
        }
      : null;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    posted_by: row.posted_by,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    tech_stack: row.tech_stack,
    work_mode: row.work_mode,
    experience_level: row.experience_level,
    location_id: row.location_id,
    status: row.status,
    views_count: row.views_count,
    applications_count: row.applications_count,
    is_saved: row.is_saved,
    is_applied: row.app_status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_connection: 'none',
    chat_id: null,
    requirements: { desired_skills: row.desired_skills, desired_roles: row.desired_roles },
    project_phase: row.project_phase,
    project_type: row.project_type,
    my_application: myApplication,
  };
}
