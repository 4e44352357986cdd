import { applicationsOpen } from '@squadup/shared';
import type { Post } from '../../graphql/generated/resolvers.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { iso, isoOrNull, type RawTimestamps } from '../../lib/dates.js';
import type { PostViewRow } from './posts.repo.js';

/** The viewer's own application to a post, as the post's statement joins it. */
type ViewerApplicationRow = RawTimestamps<ApplicationRow>;

/**
 * A Post as resolvers receive it (codegen's mapper for Post): everything its row holds, the
 * viewer's save and application included (the page's statement joins them). Field resolvers add
 * the viewer's connection to the creator (is_connection, chat_id: the request's loader) and
 * my_application (presented by the applications module, which owns Application).
 */
export type PostParent = Omit<
  Post,
  | 'is_connection'
  | 'chat_id'
  | 'my_application'
  | 'seats'
  | 'spots_total'
  | 'spots_filled'
  | 'squad_preview'
  | 'in_squad'
> & {
  viewer_application: ViewerApplicationRow | null;
  /** Seats when the post names no roles (Post.seats is a field resolver over the squad loader). */
  open_seats: number;
};

/** A post row (with the viewer's flags) as a PostParent. */
export function presentPost(row: PostViewRow, viewerId: string): PostParent {
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
    requirements: {
      desired_skills: row.desired_skills,
      desired_roles: row.desired_roles,
      role_seats: row.desired_roles.map((_, i) => row.role_seats[i] ?? 1),
    },
    open_seats: row.open_seats,
    auto_close: row.auto_close,
    when_role_fills: row.when_role_fills,
    project_phase: row.project_phase,
    project_type: row.project_type,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    apply_by: isoOrNull(row.apply_by),
    hours_per_week: row.hours_per_week,
    accepting_applications: applicationsOpen(row),
    // Only the owner sees why (others never receive a hidden post: visibleTo).
    hidden:
      row.hidden_at !== null && row.posted_by === viewerId
        ? { at: iso(row.hidden_at), reason: row.hidden_reason ?? '' }
        : null,
    viewer_application:
      row.app_id && row.app_status
        ? {
            id: row.app_id,
            post_id: row.id,
            applicant_id: viewerId,
            message: row.app_message,
            status: row.app_status,
            role: row.app_role,
            squad_exit: row.app_squad_exit,
            squad_exit_reason: row.app_squad_exit_reason,
            waitlisted_at: row.app_waitlisted_at,
            decision_note: row.app_decision_note,
            decline_reason: row.app_decline_reason,
            created_at: row.app_created_at!,
            updated_at: row.app_updated_at!,
          }
        : null,
  };
}
