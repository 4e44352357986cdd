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

const experienceFields = {
  company_name: requiredText('Company name'),
  position: requiredText('Position'),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
  is_current: isCurrentSchema,
  description: optionalText('Description', SECTION_LIMITS.descriptionMax),
  location_id: optionalText('Location'),
  // Free text (e.g. Full-time, Part-time): the spec gives examples, not a fixed list.
  employment_type: optionalText('Employment type'),
  order: orderSchema.optional(),
};

const dateOrder = { message: DATE_ORDER_MESSAGE, path: ['end_date'] };

export const experienceSchema = z
  .object(experienceFields)
  .refine(datesInOrder, dateOrder)
  .transform(clearEndIfCurrent);
export type ExperienceInput = z.input<typeof experienceSchema>;
export type ExperienceValues = z.output<typeof experienceSchema>;

export const experienceUpdateSchema = z
  .object(experienceFields)
  .partial()
  .refine(datesInOrder, dateOrder)
  .transform(clearEndIfCurrent);
export type ExperienceUpdateValues = z.output<typeof experienceUpdateSchema>;
