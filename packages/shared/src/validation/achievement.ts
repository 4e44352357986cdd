import { z } from 'zod';
import { SECTION_LIMITS } from '../limits.js';
import { optionalMultilineText, requiredText } from './common.js';
import { orderSchema } from './sections.js';

const achievementFields = {
  title: requiredText('Title'),
  description: optionalMultilineText('Description', SECTION_LIMITS.descriptionMax),
  order: orderSchema.optional(),
};

export const achievementSchema = z.object(achievementFields);
export type AchievementInput = z.input<typeof achievementSchema>;
export type AchievementValues = z.output<typeof achievementSchema>;

export const achievementUpdateSchema = z.object(achievementFields).partial();
export type AchievementUpdateValues = z.output<typeof achievementUpdateSchema>;
