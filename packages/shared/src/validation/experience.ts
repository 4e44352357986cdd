import { z } from 'zod';
import { SECTION_LIMITS } from '../limits.js';
import { optionalMultilineText, optionalText, requiredText } from './common.js';
import { optionalDate, requiredDate, withDateRules } from './dates.js';
import { isCurrentSchema, orderSchema } from './sections.js';

const experienceFields = {
  company_name: requiredText('Company name'),
  position: requiredText('Position'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
  is_current: isCurrentSchema,
  description: optionalMultilineText('Description', SECTION_LIMITS.descriptionMax),
  location_id: optionalText('Location'),
  // Free text (e.g. Full-time, Part-time): the spec gives examples, not a fixed list.
  employment_type: optionalText('Employment type'),
  order: orderSchema.optional(),
};

export const experienceSchema = withDateRules(z.object(experienceFields));
export type ExperienceInput = z.input<typeof experienceSchema>;
export type ExperienceValues = z.output<typeof experienceSchema>;

export const experienceUpdateSchema = withDateRules(z.object(experienceFields).partial());
export type ExperienceUpdateValues = z.output<typeof experienceUpdateSchema>;
