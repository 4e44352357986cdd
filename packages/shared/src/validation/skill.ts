import { z } from 'zod';
import { SKILL_PROFICIENCY } from '../enums.js';
import { SECTION_LIMITS } from '../limits.js';
import { requiredText } from './common.js';
import { orderSchema } from './sections.js';

const proficiencyMessage = `Proficiency must be one of: ${SKILL_PROFICIENCY.join(', ')}.`;

/** Any casing accepted (the UI shows "Beginner"), stored lowercase. */
export const proficiencySchema = z
  .string({ error: 'Proficiency is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(SKILL_PROFICIENCY, { error: proficiencyMessage }));

/**
 * Years of experience: optional, 0 to SECTION_LIMITS.yearsExperienceMax, rounded to one decimal
 * place (so 5e-324 is stored as 0, not refused by the database). A number input's text ("3", "")
 * is accepted too, so a form can pass its raw value; empty becomes null.
 */
export const yearsExperienceSchema = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
  .pipe(
    z
      .number({ error: 'Years of experience must be a number.' })
      .min(0, 'Years of experience must be 0 or more.')
      .max(
        SECTION_LIMITS.yearsExperienceMax,
        `Years of experience must be at most ${SECTION_LIMITS.yearsExperienceMax}.`,
      )
      .transform((years) => Math.round(years * 10) / 10)
      .nullable(),
  );

const skillFields = {
  skill_name: requiredText('Skill name'),
  proficiency_level: proficiencySchema,
  years_experience: yearsExperienceSchema,
  is_top: z.boolean().optional(),
  order: orderSchema.optional(),
};

export const skillSchema = z.object(skillFields);
export type SkillInput = z.input<typeof skillSchema>;
export type SkillValues = z.output<typeof skillSchema>;

export const skillUpdateSchema = z.object(skillFields).partial();
export type SkillUpdateValues = z.output<typeof skillUpdateSchema>;
