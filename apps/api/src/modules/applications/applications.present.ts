import type {
  Application,
  ApplicationStatus,
  SkillMatch,
} from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import type { MemberCard } from '../people/index.js';
import type { PostParent } from '../posts/index.js';

/** The application's own columns, as every read of one holds them. */
interface ApplicationFields {
  id: string;
  post_id: string;
  applicant_id: string;
  message: string | null;
  status: string;
  role: string | null;
  squad_exit: 'left' | 'removed' | null;
  squad_exit_reason: string | null;
  waitlisted_at: Date | string | null;
  decision_note: string | null;
  decline_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * An Application as resolvers receive it (codegen's mapper): its own columns. The rest are field
 * resolvers over the request's loaders, so a client pays only for what it selects: `post`, and in
 * the applicant view the applicant's card, top skills and the viewer's connection to them.
 */
export type ApplicationParent = Pick<
  Application,
  | '_id'
  | 'post_id'
  | 'applicant_id'
  | 'message'
  | 'status'
  | 'role'
  | 'squad_exit'
  | 'squad_exit_reason'
  | 'waitlisted'
  | 'decision_note'
  | 'decline_reason'
  | 'created_at'
  | 'updated_at'
> & {
  /**
   * 'applicant': the post owner's list and the mutations' answers show the applicant's card.
   * 'own': the viewer's own application on a post (my_application, My Applications) shows none:
   * no card, no top skills, connection 'none'.
   */
  view: 'applicant' | 'own';
  /** The post when the caller holds it already (null: not shown); otherwise loaded when selected. */
  post?: PostParent | null;
  /** The applicant's card when read with the rows (the applicants list); otherwise loaded. */
  card?: MemberCard;
  /** Read with the rows of the applicants list only; null elsewhere. */
  skill_match?: SkillMatch | null;
};

/** An application row as an ApplicationParent (see there for `view`). */
export function presentApplication(
  row: ApplicationFields,
  view: ApplicationParent['view'],
  known: Pick<ApplicationParent, 'post' | 'card' | 'skill_match'> = {},
): ApplicationParent {
  return {
    _id: row.id,
    post_id: row.post_id,
    applicant_id: row.applicant_id,
    message: row.message,
    // The column's check constraint keeps it to the enum's four values.
    status: row.status as ApplicationStatus,
    role: row.role,
    squad_exit: row.squad_exit,
    squad_exit_reason: row.squad_exit_reason,
    waitlisted: row.waitlisted_at !== null,
    decision_note: row.decision_note,
    decline_reason: row.decline_reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    view,
    ...known,
  };
}
