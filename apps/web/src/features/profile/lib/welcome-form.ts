import { z } from 'zod';
import {
  isOneOf,
  lookingForSchema,
  ONBOARDING,
  proficiencySchema,
  profileFormSchema,
  PROJECT_TYPES,
  skillSchema,
  type ProjectType,
  type SkillProficiency,
} from '@squadup/shared';

/**
 * The welcome step's form, built from the shared schemas the API parses with: Edit Profile's title
 * and location, the skill name (one level for the few chosen here), and what the member is
 * looking for. Nothing is required.
 */
export const welcomeFormSchema = profileFormSchema.pick({ title: true, location_id: true }).extend({
  skills: z
    .array(skillSchema.shape.skill_name)
    .max(
      ONBOARDING.skillsMax,
      `Choose up to ${ONBOARDING.skillsMax} skills here; add more on your profile.`,
    ),
  proficiency_level: proficiencySchema,
  looking_for: lookingForSchema,
});
/** The form's own values: text boxes hold '' (never null), which the schema turns into null. */
export interface WelcomeFormInput {
  title: string;
  location_id: string;
  skills: string[];
  proficiency_level: string;
  looking_for: ProjectType[];
}
export type WelcomeFormValues = z.output<typeof welcomeFormSchema>;

export const DEFAULT_SKILL_LEVEL: SkillProficiency = 'intermediate';

/** What the member already has, so coming back to /welcome starts from the profile. */
export function welcomeDefaults(profile?: {
  title: string | null;
  location_id: string | null;
  looking_for: readonly string[];
}): WelcomeFormInput {
  return {
    title: profile?.title ?? '',
    location_id: profile?.location_id ?? '',
    skills: [],
    proficiency_level: DEFAULT_SKILL_LEVEL,
    looking_for: (profile?.looking_for ?? []).filter((type) => isOneOf(PROJECT_TYPES, type)),
  };
}
