// The post form (spec 5) and the createPost / updatePost input: one schema for both, so the
// submit button's "all limits hold" and the server's BAD_USER_INPUT agree.
import { z } from 'zod';
import {
  EXPERIENCE_LEVELS,
  PROJECT_PHASES,
  PROJECT_TYPES,
  ROLE_FILL_POLICIES,
  WORK_MODES,
} from '../enums.js';
import { APPLICANT_REVIEW, POST_LIMITS, SQUAD, TEXT_LIMITS } from '../limits.js';
import { optionalChoice, optionalMultilineText, optionalText, requiredText } from './common.js';
import { optionalCalendarDate, optionalInstant } from './dates.js';
import { strictTags } from './tags.js';

export const postRequirementsSchema = z
  .object({
    desired_skills: strictTags({
      label: 'Required skills',
      maxItems: POST_LIMITS.requiredSkillsMax,
      itemMax: POST_LIMITS.skillMax,
    }),
    desired_roles: strictTags({
      label: 'Desired roles',
      maxItems: POST_LIMITS.desiredRolesMax,
      itemMax: POST_LIMITS.roleMax,
    }),
    /** Seats per desired role, in the same order; missing entries mean one seat. */
    role_seats: z
      .array(seatCount('Seats per role', SQUAD.seatsPerRoleMax), {
        error: 'Seats per role must be a list of numbers.',
      })
      .max(POST_LIMITS.desiredRolesMax, 'Give one seat count per desired role.')
      .nullish(),
  })
  .refine((r) => (r.role_seats?.length ?? 0) <= (r.desired_roles?.length ?? 0), {
    path: ['role_seats'],
    message: 'Give one seat count per desired role.',
  })
  .nullish()
  .transform((r) => {
    const roles = r?.desired_roles ?? [];
    return {
      desired_skills: r?.desired_skills ?? [],
      desired_roles: roles,
      // One count per role: what the form sent, one seat where it sent none.
      role_seats: roles.map((_, i) => r?.role_seats?.[i] ?? 1),
    };
  });

/** A whole number of seats from 1 to `max`. */
function seatCount(label: string, max: number) {
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(max, `${label} must be at most ${max}.`);
}

/** The spots a post offers (its owner aside): the role seats, or its open seats without roles. */
export function spotsOffered(post: {
  desired_roles: readonly string[];
  role_seats: readonly number[];
  open_seats: number;
}): number {
  if (post.desired_roles.length === 0) return post.open_seats;
  return post.desired_roles.reduce((sum, _, i) => sum + (post.role_seats[i] ?? 1), 0);
}

const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

export const POST_DATES_ORDER_MESSAGE = 'The end date must not be before the start date.';
export const DEADLINE_PASSED_MESSAGE = 'The application deadline must be in the future.';

export const postFormSchema = z
  .object({
    title: requiredText('Title', POST_LIMITS.titleMax),
    description: optionalMultilineText('Description', POST_LIMITS.descriptionMax),
    requirements: postRequirementsSchema,
    tech_stack: strictTags({
      label: 'Tech stack',
      maxItems: POST_LIMITS.techStackMax,
      itemMax: POST_LIMITS.techMax,
    }),
    location_id: optionalText('Location', POST_LIMITS.locationMax),
    work_mode: optionalChoice('Work mode', WORK_MODES, { lowercase: true }),
    experience_level: optionalChoice('Experience level', EXPERIENCE_LEVELS, { lowercase: true }),
    project_type: optionalChoice('Project type', PROJECT_TYPES),
    project_phase: optionalChoice('Project phase', PROJECT_PHASES),
    /** Seats when the post names no roles (any applicant fits); ignored when it names roles. */
    open_seats: seatCount('Open spots', SQUAD.spotsMax)
      .nullish()
      .transform((n) => n ?? 1),
    /** Close recruitment by itself once every seat is filled. */
    auto_close: z
      .boolean({ error: 'Close when full must be true or false.' })
      .nullish()
      .transform((b) => b ?? false),
    /** Pending applications for a role once it fills: waitlisted or declined (default waitlist). */
    when_role_fills: z
      .enum(ROLE_FILL_POLICIES, { error: 'When a role fills must be waitlist or decline.' })
      .nullish()
      .transform((p) => p ?? 'waitlist'),
    /** When the project runs: calendar dates, either or both optional. */
    starts_on: optionalCalendarDate('Start date'),
    ends_on: optionalCalendarDate('End date'),
    /** Applying closes by itself at this moment (see applicationsOpen). */
    apply_by: optionalInstant('Application deadline'),
    /** The time commitment asked of a teammate. */
    hours_per_week: z
      .number({ error: 'Hours a week must be a number.' })
      .int('Hours a week must be a whole number.')
      .min(1, 'Hours a week must be at least 1.')
      .max(
        POST_LIMITS.hoursPerWeekMax,
        `Hours a week must be at most ${POST_LIMITS.hoursPerWeekMax}.`,
      )
      .nullish()
      .transform((n) => n ?? null),
  })
  // Both ISO calendar dates compare as text; a part that failed to parse is left to its message.
  .refine(
    (post) => !isDate(post.starts_on) || !isDate(post.ends_on) || post.starts_on <= post.ends_on,
    {
      path: ['ends_on'],
      message: POST_DATES_ORDER_MESSAGE,
    },
  )
  .superRefine((post, ctx) => {
    // Only once the parts parsed (zod runs this even when one of them failed).
    if (!Array.isArray(post.requirements?.role_seats) || typeof post.open_seats !== 'number')
      return;
    const spots = spotsOffered({ ...post.requirements, open_seats: post.open_seats });
    if (spots > SQUAD.spotsMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['requirements', 'role_seats'],
        message: `A squad has at most ${SQUAD.spotsMax} spots besides you (this post asks for ${spots}).`,
      });
    }
  });
export type PostFormInput = z.input<typeof postFormSchema>;
export type PostFormValues = z.output<typeof postFormSchema>;

/** applyToPost's optional message: free text; blank becomes null. */
export const applyMessageSchema = optionalMultilineText('Message', TEXT_LIMITS.applyMessageMax);

/** applyToPost's optional role: one of the post's desired roles (checked against the post). */
export const applyRoleSchema = optionalText('Role', POST_LIMITS.roleMax);

/** removeSquadMember's optional reason, shown to the member removed. */
export const removalReasonSchema = optionalMultilineText('Reason', SQUAD.removalReasonMax);

/** updateApplicationStatus's optional reason for a decline, sent to the applicant. */
export const declineReasonSchema = optionalMultilineText(
  'Reason',
  APPLICANT_REVIEW.declineReasonMax,
);

/** saveDeclineTemplates: the owner's saved reasons, blank ones dropped, each kept once. */
export const declineTemplatesSchema = z
  .array(optionalMultilineText('A saved reason', APPLICANT_REVIEW.declineReasonMax))
  .transform((texts) => [...new Set(texts.filter((text): text is string => text !== null))])
  .refine((texts) => texts.length <= APPLICANT_REVIEW.declineTemplatesMax, {
    message: `Keep at most ${APPLICANT_REVIEW.declineTemplatesMax} saved reasons.`,
  });
