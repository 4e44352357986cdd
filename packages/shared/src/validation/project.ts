// A profile project (UserProject), not a post.
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { optionalHttpUrl, optionalMultilineText, requiredText } from './common.js';
import { optionalDate, withDateRules } from './dates.js';
import { isCurrentSchema, orderSchema } from './sections.js';
import { cleanTags } from './tags.js';

/** Trimmed, blanks and case-insensitive duplicates removed; an empty list is sent as null. */
export const technologiesSchema = cleanTags({
  label: 'Technologies',
  maxItems: TEXT_LIMITS.tagsMax,
  itemMax: TEXT_LIMITS.shortMax,
}).transform((tags) => (tags.length > 0 ? tags : null));

const projectFields = {
  title: requiredText('Title'),
  description: optionalMultilineText('Description', TEXT_LIMITS.longMax),
  technologies: technologiesSchema,
  project_url: optionalHttpUrl('Project URL'),
  github_url: optionalHttpUrl('GitHub URL'),
  start_date: optionalDate('Start date'),
  end_date: optionalDate('End date'),
  is_current: isCurrentSchema,
  order: orderSchema.optional(),
};

export const projectSchema = withDateRules(z.object(projectFields));
export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectValues = z.output<typeof projectSchema>;

export const projectUpdateSchema = withDateRules(z.object(projectFields).partial());
export type ProjectUpdateValues = z.output<typeof projectUpdateSchema>;
