import { z } from 'zod';
import { SECTION_LIMITS } from '../limits.js';
import { optionalText, requiredText } from './common.js';
import {
  clearEndIfCurrent,
  DATE_ORDER_MESSAGE,
  datesInOrder,
  optionalDate,
  requiredDate,
} from './dates.js';
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
  description: optionalText('Description', SECTION_LIMITS.descriptionMax),
  order: orderSchema.optional(),
};

const dateOrder = { message: DATE_ORDER_MESSAGE, path: ['end_date'] };

export const educationSchema = z
  .object(educationFields)
  .refine(datesInOrder, dateOrder)
  .transform(clearEndIfCurrent);
export type EducationInput = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;

export const educationUpdateSchema = z
  .object(educationFields)
  .partial()
  .refine(datesInOrder, dateOrder)
  .transform(clearEndIfCurrent);
export type EducationUpdateValues = z.output<typeof educationUpdateSchema>;
