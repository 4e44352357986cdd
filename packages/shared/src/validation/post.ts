// The post form (spec 5) and the createPost / updatePost input: one schema for both, so the
// submit button's "all limits hold" and the server's BAD_USER_INPUT agree.
import { z } from 'zod';
import { EXPERIENCE_LEVELS, PROJECT_PHASES, PROJECT_TYPES, WORK_MODES } from '../enums.js';
import { POST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { optionalChoice, optionalText, requiredText } from './common.js';
import { strictTags } from './tags.js';

export const postRequirementsSchema = z
  .object({
    desired_skills: strictTags({
      label: 'Required skills',
      maxItems: POST_LIMITS.requiredSkillsMax,
      itemMax: POST_LIMITS.skillMax,
    }),
    desired_roles: strictTags({
      label: 'Desired roles',
      maxItems: POST_LIMITS.desiredRolesMax,
      itemMax: POST_LIMITS.roleMax,
    }),
  })
  .nullish()
  .transform((r) => r ?? { desired_skills: [], desired_roles: [] });

export const postFormSchema = z.object({
  title: requiredText('Title', POST_LIMITS.titleMax),
  description: optionalText('Description', POST_LIMITS.descriptionMax),
  requirements: postRequirementsSchema,
  tech_stack: strictTags({
    label: 'Tech stack',
    maxItems: POST_LIMITS.techStackMax,
    itemMax: POST_LIMITS.techMax,
  }),
  location_id: optionalText('Location', POST_LIMITS.locationMax),
  work_mode: optionalChoice('Work mode', WORK_MODES, { lowercase: true }),
  experience_level: optionalChoice('Experience level', EXPERIENCE_LEVELS, { lowercase: true }),
  project_type: optionalChoice('Project type', PROJECT_TYPES),
  project_phase: optionalChoice('Project phase', PROJECT_PHASES),
});
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

/** applyToPost's optional message: free text; blank becomes null. */
export const applyMessageSchema = optionalText('Message', TEXT_LIMITS.applyMessageMax);
