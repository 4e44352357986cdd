// Arguments of the list queries: paging, filters, search; and chat message content.
import { z } from 'zod';
import { EXPERIENCE_LEVELS, TAG_MATCHES, WORK_MODES } from '../enums.js';
import { CHAT, PAGE_LIMIT_MAX, PAGE_SIZE, TEXT_LIMITS } from '../limits.js';
import { optionalText, safeMultilineString, safeString, tooLong } from './common.js';
import { cleanTags } from './tags.js';

/**
 * page >= 1 (default 1); limit >= 1 (default per list). A limit above PAGE_LIMIT_MAX is capped,
 * not refused (architecture: "limit is capped by the server"). null means "use the default",
 * since GraphQL lets a client send an explicit null for an Int argument.
 */
export function paginationSchema(defaultLimit: number) {
  return z.object({
    page: z
      .number()
      .int('Page must be a whole number.')
      .min(1, 'Page must be 1 or more.')
      .nullish()
      .transform((p) => p ?? 1),
    limit: z
      .number()
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be 1 or more.')
      .nullish()
      .transform((l) => Math.min(l ?? defaultLimit, PAGE_LIMIT_MAX)),
  });
}
export type PaginationValues = z.output<ReturnType<typeof paginationSchema>>;

export const projectsPageSchema = paginationSchema(PAGE_SIZE.projects);
export const peoplePageSchema = paginationSchema(PAGE_SIZE.people);
export const messagesPageSchema = paginationSchema(PAGE_SIZE.messages);

/** Rows to skip for a validated page. */
export const pageOffset = ({ page, limit }: PaginationValues): number => (page - 1) * limit;

const filterTags = (label: string) =>
  cleanTags({ label, maxItems: TEXT_LIMITS.tagsMax, itemMax: TEXT_LIMITS.shortMax });

/** Lower-cases each value: work modes and levels are stored lowercase (spec 5, Filters). */
const lowercaseChoices = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  filterTags(label).pipe(
    z.array(
      z
        .string()
        .toLowerCase()
        .pipe(z.enum(values, { error: `Unknown ${label.toLowerCase()}.` })),
    ),
  );

/** Search box text, trimmed; blank is allowed here (the UI then does not search). */
export const searchSchema = safeString('Search')
  .trim()
  .max(TEXT_LIMITS.searchMax, tooLong('Search', TEXT_LIMITS.searchMax));

/**
 * Values are trimmed; blank and duplicate ones are ignored (spec 5, Filters). `tech_match` says
 * whether a post needs any of the tech tags (the default, as before it existed) or all of them;
 * `search` ('' for none) narrows the filter's posts to those matching the words.
 */
export const projectFilterSchema = z.object({
  tech_stack: filterTags('Tech'),
  tech_match: z
    .enum(TAG_MATCHES, { error: 'Tech match must be any or all.' })
    .nullish()
    .transform((match) => match ?? 'any'),
  desired_roles: filterTags('Roles'),
  project_type: filterTags('Project types'),
  work_mode: lowercaseChoices('Work mode', WORK_MODES),
  experience_level: lowercaseChoices('Experience level', EXPERIENCE_LEVELS),
  search: searchSchema.nullish().transform((text) => text ?? ''),
  /** Left out when not given, so the lists without it keep their variables. */
  event_id: z
    .guid('Event must be an event id.')
    .transform((id) => id.toLowerCase())
    .nullish(),
});
export type ProjectFilterValues = z.output<typeof projectFilterSchema>;

/** Posts a list leaves out (shown elsewhere on the screen): at most a page's worth of ids. */
export const excludedPostsSchema = z
  .array(z.guid('Each excluded post must be a post id.'), {
    error: 'Exclude must be a list of post ids.',
  })
  .max(PAGE_LIMIT_MAX, `Exclude at most ${PAGE_LIMIT_MAX} posts.`)
  .nullish()
  .transform((ids) => (ids ?? []).map((id) => id.toLowerCase()));

/** How many of the first recommendations a list leaves out (Discover's strip): none by default. */
export const excludedRecommendationsSchema = z
  .number({ error: 'Exclude recommended must be a number.' })
  .int('Exclude recommended must be a whole number.')
  .min(0, 'Exclude recommended must be 0 or more.')
  .max(PAGE_LIMIT_MAX, `Exclude at most ${PAGE_LIMIT_MAX} recommended posts.`)
  .nullish()
  .transform((count) => count ?? 0);

/** `title` is a single value: the UI sends the first chosen title. */
export const peopleFilterSchema = z.object({
  skills: filterTags('Skills'),
  title: optionalText('Title'),
});
export type PeopleFilterValues = z.output<typeof peopleFilterSchema>;

/**
 * The words of a message that carries an attachment: they may be left out (a photo alone), and
 * are stored trimmed with the same limit.
 */
export const messageCaptionSchema = safeMultilineString('Message', 'Message cannot be empty.')
  .trim()
  .max(CHAT.messageMax, tooLong('Message', CHAT.messageMax));

/** A message's attachment: an upload URL of the sender's (the server checks whose) and its name. */
export const messageAttachmentSchema = z.object({
  fileUrl: z.string({ error: 'fileUrl: expected a string.' }).max(2048, 'fileUrl is too long.'),
  name: safeString('File name', 'File name cannot be empty.')
    .trim()
    .min(1, 'File name cannot be empty.')
    .max(CHAT.attachmentNameMax, tooLong('File name', CHAT.attachmentNameMax)),
});
export type MessageAttachmentValues = z.output<typeof messageAttachmentSchema>;

/** A chat message must be non-blank after trimming (spec 5); stored trimmed. */
export const messageContentSchema = safeMultilineString('Message', 'Message cannot be empty.')
  .trim()
  .min(1, 'Message cannot be empty.')
  .max(CHAT.messageMax, tooLong('Message', CHAT.messageMax));
