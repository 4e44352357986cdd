// Events' inputs (docs/decisions/0055): the organiser's event and a registration, alone or as a
// squad. One schema each, for the web's forms and the server's checks alike.
import { z } from 'zod';
import { SKILL_PROFICIENCY } from '../enums.js';
import { EVENT_LIMITS, POST_LIMITS } from '../limits.js';
import { optionalMultilineText, requiredText, safeMultilineString, tooLong } from './common.js';
import { optionalCalendarDate, optionalInstant } from './dates.js';
import { strictTags } from './tags.js';

const required = <T extends z.ZodType<string | null>>(schema: T, label: string) =>
  schema.refine((value) => value !== null, `${label} is required.`);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

export const EVENT_DATES_ORDER_MESSAGE = 'The end date must not be before the start date.';
export const EVENT_TEAM_SIZE_MESSAGE =
  'The smallest team size must not be larger than the largest.';
export const REGISTRATION_CLOSED_MESSAGE = 'The registration deadline must be in the future.';

export const eventFormSchema = z
  .object({
    name: requiredText('Name', EVENT_LIMITS.nameMax),
    description: optionalMultilineText('Description', EVENT_LIMITS.descriptionMax).transform(
      (text) => text ?? '',
    ),
    starts_on: required(optionalCalendarDate('Start date'), 'Start date'),
    ends_on: required(optionalCalendarDate('End date'), 'End date'),
    register_by: required(optionalInstant('Registration deadline'), 'Registration deadline'),
    min_team_size: wholeNumber('Smallest team', EVENT_LIMITS.teamSizeMin, EVENT_LIMITS.teamSizeMax),
    max_team_size: wholeNumber('Largest team', EVENT_LIMITS.teamSizeMin, EVENT_LIMITS.teamSizeMax),
    roles: strictTags({
      label: 'Roles',
      maxItems: EVENT_LIMITS.rolesMax,
      itemMax: EVENT_LIMITS.roleMax,
    }),
    time_zone_window_hours: wholeNumber('Time-zone window', 0, EVENT_LIMITS.windowHoursMax)
      .nullish()
      .transform((hours) => hours ?? EVENT_LIMITS.windowHoursDefault),
  })
  .refine((event) => !event.starts_on || !event.ends_on || event.starts_on <= event.ends_on, {
    path: ['ends_on'],
    message: EVENT_DATES_ORDER_MESSAGE,
  })
  .refine((event) => event.min_team_size <= event.max_team_size, {
    path: ['max_team_size'],
    message: EVENT_TEAM_SIZE_MESSAGE,
  });
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

const utcOffset = wholeNumber('Time zone', EVENT_LIMITS.utcOffsetMin, EVENT_LIMITS.utcOffsetMax);
const level = z.enum(SKILL_PROFICIENCY, {
  error: `Level must be one of: ${SKILL_PROFICIENCY.join(', ')}.`,
});

/** A member registering alone: the roles they can take, their level, time zone and hours. */
export const eventRegistrationSchema = z.object({
  roles: strictTags({
    label: 'Roles',
    maxItems: EVENT_LIMITS.registrantRolesMax,
    itemMax: EVENT_LIMITS.roleMax,
  }).refine((roles) => roles.length > 0, 'Name at least one role you can take.'),
  level,
  utc_offset_minutes: utcOffset,
  hours_per_week: wholeNumber('Hours a week', 1, POST_LIMITS.hoursPerWeekMax)
    .nullish()
    .transform((hours) => hours ?? null),
  not_with: z
    .array(z.uuid({ error: 'Not with must list member ids.' }))
    .max(EVENT_LIMITS.notWithMax, `At most ${EVENT_LIMITS.notWithMax} members in Not with.`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;

/** A squad's owner registering it: the seats it offers, its time zone and level. */
export const squadRegistrationSchema = z.object({
  open_seats: wholeNumber('Open seats', 1, EVENT_LIMITS.teamSizeMax - 1),
  level,
  utc_offset_minutes: utcOffset,
});

/** The organiser's announcement to the participants. */
export const eventAnnouncementSchema = safeMultilineString('Announcement')
  .trim()
  .min(1, 'Announcement is required.')
  .max(EVENT_LIMITS.announcementMax, tooLong('Announcement', EVENT_LIMITS.announcementMax));
