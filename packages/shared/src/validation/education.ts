import { z } from 'zod';
import { SECTION_LIMITS } from '../limits.js';
import { optionalMultilineText, optionalText, requiredText } from './common.js';
import { optionalDate, requiredDate, withDateRules } from './dates.js';
import { isCurrentSchema, orderSchema } from './sections.js';

const educationFields = {
  institution_name: requiredText('Institution name'),
  degree: requiredText('Degree'),
  field_of_study: requiredText('Field of study'),
  location_id: optionalText('Location'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
  is_current: isCurrentSchema,
  grade: optionalText('Grade'),
  description: optionalMultilineText('Description', SECTION_LIMITS.descriptionMax),
  order: orderSchema.optional(),
};

export const educationSchema = withDateRules(z.object(educationFields));
export type EducationInput = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;

export const educationUpdateSchema = withDateRules(z.object(educationFields).partial());
export type EducationUpdateValues = z.output<typeof educationUpdateSchema>;
