// Edit Profile dialog and the updateUser input.
import { z } from 'zod';
import { MESSAGE_FROM, PROJECT_TYPES } from '../enums.js';
import { PROFILE_LIMITS, TEXT_LIMITS } from '../limits.js';
import {
  httpUrl,
  optionalMultilineText,
  optionalText,
  requiredText,
  safeString,
} from './common.js';

export const linkSchema = z.object({
  name: requiredText('Link name'),
  url: httpUrl('Link URL'),
});
export type LinkValues = z.output<typeof linkSchema>;

/**
 * A photo is the file_url of an upload: an absolute http(s) URL, or a path on this site when
 * the local upload store serves it. null removes the photo.
 */
export const photoSchema = z
  .union([
    httpUrl('Photo'),
    safeString('Photo')
      .trim()
      .max(TEXT_LIMITS.urlMax)
      .regex(/^\/(?!\/)/, 'Photo must be a URL.'),
  ])
  .nullable();

const profileFields = {
  first_name: requiredText('First name'),
  last_name: optionalText('Last name'),
  title: optionalText('Title', PROFILE_LIMITS.titleMax),
  bio: optionalMultilineText('Bio', PROFILE_LIMITS.bioMax),
  location_id: optionalText('Location'),
  links: z
    .array(linkSchema)
    .max(PROFILE_LIMITS.linksMax, `At most ${PROFILE_LIMITS.linksMax} links allowed.`)
    .nullish()
    .transform((links) => links ?? []),
};

/** What the member is looking for: project types, each at most once. */
export const lookingForSchema = z
  .array(z.enum(PROJECT_TYPES, { error: 'Choose a project type from the list.' }))
  .max(PROJECT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'Choose each project type once.');

/** The Edit Profile form: every field present, first name required. */
export const profileFormSchema = z.object(profileFields);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/**
 * updateUser's input: any subset; an absent field is unchanged. A present first_name must
 * still be non-empty; `photo: null` removes the photo.
 */
export const profileUpdateSchema = z
  .object({
    ...profileFields,
    photo: photoSchema,
    looking_for: lookingForSchema,
    show_online: z.boolean({ error: 'Show online must be true or false.' }),
    members_only_profile: z.boolean({ error: 'Members-only profile must be true or false.' }),
    email_to_connections: z.boolean({ error: 'E-mail to connections must be true or false.' }),
    show_read_receipts: z.boolean({ error: 'Read receipts must be true or false.' }),
    show_typing: z.boolean({ error: 'Typing indicators must be true or false.' }),
    message_from: z.enum(MESSAGE_FROM, {
      error: `Who can message you must be one of: ${MESSAGE_FROM.join(', ')}.`,
    }),
  })
  .partial();
export type ProfileUpdateValues = z.output<typeof profileUpdateSchema>;
