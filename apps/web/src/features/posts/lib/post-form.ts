// The post form's values and its submit rule: submit only when the title is
// non-empty and every limit holds, judged by the same zod schema the server uses.
import { z } from 'zod';
import {
  DEADLINE_PASSED_MESSAGE,
  deadlineAhead,
  postFormSchema,
  spotsOffered,
  type PostFormInput,
  type PostFormValues,
  type RoleFillPolicy,
} from '@squadup/shared';
import { endOfLocalDay, localDay } from '@/lib/calendar-dates';

export interface PostFormState {
  title: string;
  description: string;
  desired_skills: string[];
  desired_roles: string[];
  /**
   * Seats per desired role, by role name: a role removed and added back keeps its count, and the
   * counts never shift onto another role when one is removed. A role missing here has one seat.
   */
  role_seats: Record<string, number>;
  /** Spots when the post names no roles. NaN while the box is empty (the schema refuses it). */
  open_seats: number;
  auto_close: boolean;
  /** Pending applicants for a role once it fills: kept on a waitlist, or declined with a note. */
  when_role_fills: RoleFillPolicy;
  tech_stack: string[];
  project_type: string;
  project_phase: string;
  work_mode: string;
  experience_level: string;
  location_id: string;
  /** When the project runs: what <input type=date> gives (YYYY-MM-DD), '' for none. */
  starts_on: string;
  ends_on: string;
  /** The last day to apply (YYYY-MM-DD), '' for none; sent as the end of that day, local time. */
  apply_by: string;
  /**
   * The deadline the post has now (edit), null for none: sent back as it is while the form still
   * shows its day, so an owner can edit a post whose deadline has passed.
   */
  stored_apply_by: string | null;
  /** As typed in the number box ('' for none). */
  hours_per_week: string;
}

export const EMPTY_POST_FORM: PostFormState = {
  title: '',
  description: '',
  desired_skills: [],
  desired_roles: [],
  role_seats: {},
  open_seats: 1,
  auto_close: false,
  when_role_fills: 'waitlist',
  tech_stack: [],
  project_type: '',
  project_phase: '',
  work_mode: '',
  experience_level: '',
  location_id: '',
  starts_on: '',
  ends_on: '',
  apply_by: '',
  stored_apply_by: null,
  hours_per_week: '',
};

/** The seats of each desired role, in the roles' order (one where the form holds none). */
export function roleSeatsOf(state: Pick<PostFormState, 'desired_roles' | 'role_seats'>): number[] {
  return state.desired_roles.map((role) => state.role_seats[role] ?? 1);
}

/** The spots the form offers besides its owner: "5 spots besides you". */
export function formSpots(state: PostFormState): number {
  return spotsOffered({
    desired_roles: state.desired_roles,
    role_seats: roleSeatsOf(state),
    open_seats: state.open_seats,
  });
}

/** Whether the form sends a deadline other than the one the post has (a new one must be ahead). */
function deadlineChanged(state: PostFormState): boolean {
  return state.apply_by !== '' && state.apply_by !== localDay(state.stored_apply_by);
}

/** The form still shows the post's own deadline, and it has passed: saving keeps it (and applying closed). */
export function keepsPassedDeadline(state: PostFormState, now: Date = new Date()): boolean {
  if (state.stored_apply_by === null || state.apply_by === '' || deadlineChanged(state))
    return false;
  return !deadlineAhead(state.stored_apply_by, now);
}

/** The deadline to send: the stored moment while its day is shown, else the end of the chosen day. */
function deadlineOf(state: PostFormState): string | null {
  if (state.apply_by === '') return null;
  if (!deadlineChanged(state)) return state.stored_apply_by;
  // A text that names no day goes on as it is, for the schema's message.
  return endOfLocalDay(state.apply_by) ?? state.apply_by;
}

/** The number typed, null for an empty box (NaN, refused by the schema, for anything else). */
function hoursOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The schema's input shape for the form's state. */
function toSchemaInput(state: PostFormState): PostFormInput {
  const hasRoles = state.desired_roles.length > 0;
  return {
    title: state.title,
    description: state.description,
    requirements: {
      desired_skills: state.desired_skills,
      desired_roles: state.desired_roles,
      role_seats: roleSeatsOf(state),
    },
    // Open spots only count for a post without roles; a value left from before is not judged.
    open_seats: hasRoles ? null : state.open_seats,
    auto_close: state.auto_close,
    when_role_fills: state.when_role_fills,
    tech_stack: state.tech_stack,
    project_type: state.project_type,
    project_phase: state.project_phase,
    work_mode: state.work_mode,
    experience_level: state.experience_level,
    location_id: state.location_id,
    starts_on: state.starts_on,
    ends_on: state.ends_on,
    apply_by: deadlineOf(state),
    hours_per_week: hoursOf(state.hours_per_week),
  };
}

/** A new deadline must be ahead (the server refuses it otherwise); a kept one may have passed. */
function deadlineIssue(state: PostFormState, now: Date): string | null {
  if (!deadlineChanged(state)) return null;
  const deadline = endOfLocalDay(state.apply_by);
  return deadline && !deadlineAhead(deadline, now) ? DEADLINE_PASSED_MESSAGE : null;
}

/**
 * The shared post schema over the form's state (whose skills and roles sit at the top level), and
 * the one rule it cannot judge alone: whether the deadline is new, and so must be ahead. Every
 * message is reported together, so each field shows its own.
 */
export const postFormStateSchema = z.custom<PostFormState>().transform((state, ctx) => {
  const parsed = postFormSchema.safeParse(toSchemaInput(state));
  const issues = (parsed.error?.issues ?? []).map(({ message, path }) => ({ message, path }));
  const deadline = deadlineIssue(state, new Date());
  if (deadline) issues.push({ message: deadline, path: ['apply_by'] });
  if (!parsed.success || issues.length > 0) {
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    return z.NEVER;
  }
  return parsed.data;
});

/** The PostInput to send, or null while the form breaks a rule (submit stays disabled). */
export function validPostInput(state: PostFormState): PostFormValues | null {
  if (state.title.trim() === '') return null;
  const result = postFormStateSchema.safeParse(state);
  return result.success ? result.data : null;
}

/** Per-field messages for what breaks a rule now (empty title is not shown as an error). */
export function postFormErrors(state: PostFormState): Partial<Record<string, string>> {
  const result = postFormStateSchema.safeParse(state);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const key = String((issue.path[0] === 'requirements' ? issue.path[1] : issue.path[0]) ?? '');
    if (key === 'title' && state.title.trim() === '') continue;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The form's state for an existing post (edit). */
export function formStateFromPost(post: {
  title: string;
  description: string | null;
  tech_stack: readonly string[];
  project_type: string | null;
  project_phase: string | null;
  work_mode: string | null;
  experience_level: string | null;
  location_id: string | null;
  starts_on: string | null;
  ends_on: string | null;
  apply_by: string | null;
  hours_per_week: number | null;
  requirements: {
    desired_skills: readonly string[];
    desired_roles: readonly string[];
    role_seats: readonly number[];
  };
  /** Spots offered besides the owner: a post without roles has that many open spots. */
  spots_total: number;
  auto_close: boolean;
  when_role_fills: RoleFillPolicy;
}): PostFormState {
  const roles = post.requirements.desired_roles;
  return {
    title: post.title,
    description: post.description ?? '',
    desired_skills: [...post.requirements.desired_skills],
    desired_roles: [...roles],
    role_seats: Object.fromEntries(
      roles.map((role, i) => [role, post.requirements.role_seats[i] ?? 1]),
    ),
    open_seats: roles.length === 0 ? Math.max(1, post.spots_total) : 1,
    auto_close: post.auto_close,
    when_role_fills: post.when_role_fills,
    tech_stack: [...post.tech_stack],
    project_type: post.project_type ?? '',
    project_phase: post.project_phase ?? '',
    work_mode: post.work_mode?.toLowerCase() ?? '',
    experience_level: post.experience_level?.toLowerCase() ?? '',
    location_id: post.location_id ?? '',
    starts_on: post.starts_on ?? '',
    ends_on: post.ends_on ?? '',
    apply_by: localDay(post.apply_by),
    stored_apply_by: post.apply_by,
    hours_per_week: post.hours_per_week === null ? '' : String(post.hours_per_week),
  };
}
