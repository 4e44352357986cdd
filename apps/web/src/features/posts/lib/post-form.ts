// The post form's values and its submit rule (spec point 5): submit only when the title is
// non-empty and every limit holds, judged by the same zod schema the server uses.
import { z } from 'zod';
import { postFormSchema, type PostFormInput, type PostFormValues } from '@squadup/shared';

export interface PostFormState {
  title: string;
  description: string;
  desired_skills: string[];
  desired_roles: string[];
  tech_stack: string[];
  project_type: string;
  project_phase: string;
  work_mode: string;
  experience_level: string;
  location_id: string;
}

export const EMPTY_POST_FORM: PostFormState = {
  title: '',
  description: '',
  desired_skills: [],
  desired_roles: [],
  tech_stack: [],
  project_type: '',
  project_phase: '',
  work_mode: '',
  experience_level: '',
  location_id: '',
};

/** The schema's input shape for the form's state. */
function toSchemaInput(state: PostFormState): PostFormInput {
  return {
    title: state.title,
    description: state.description,
    requirements: { desired_skills: state.desired_skills, desired_roles: state.desired_roles },
    tech_stack: state.tech_stack,
    project_type: state.project_type,
    project_phase: state.project_phase,
    work_mode: state.work_mode,
    experience_level: state.experience_level,
    location_id: state.location_id,
  };
}

/** The shared post schema over the form's state (whose skills and roles sit at the top level). */
export const postFormStateSchema = z
  .custom<PostFormState>()
  .transform(toSchemaInput)
  .pipe(postFormSchema);

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
  requirements: { desired_skills: readonly string[]; desired_roles: readonly string[] };
}): PostFormState {
  return {
    title: post.title,
    description: post.description ?? '',
    desired_skills: [...post.requirements.desired_skills],
    desired_roles: [...post.requirements.desired_roles],
    tech_stack: [...post.tech_stack],
    project_type: post.project_type ?? '',
    project_phase: post.project_phase ?? '',
    work_mode: post.work_mode?.toLowerCase() ?? '',
    experience_level: post.experience_level?.toLowerCase() ?? '',
    location_id: post.location_id ?? '',
  };
}
