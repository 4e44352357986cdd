// Fixed value sets of the spec, as `as const` arrays with derived unions. Values are what the
// server stores; labels are what the UI shows.

/** Stored as shown (the spec asks lowercase storage only for work modes and levels). */
export const PROJECT_TYPES = [
  'Hackathon',
  'Startup',
  'Open Source',
  'School Project',
  'Personal Project',
  'Other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_PHASES = [
  'Ideation',
  'Development',
  'MVP',
  'Launched',
  'Maintenance',
] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/** Stored lowercase; "in person" keeps its space (hence String, not a GraphQL enum). */
export const WORK_MODES = ['remote', 'in person', 'hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  remote: 'Remote',
  'in person': 'In person',
  hybrid: 'Hybrid',
};

/** 'any' is offered on the post form only; filters use the first three. */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'any'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  any: 'Any',
};
export const FILTER_EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** How a filter's tags match a post: any one of them (the default) or all of them. */
export const TAG_MATCHES = ['any', 'all'] as const;
export type TagMatch = (typeof TAG_MATCHES)[number];

export const SKILL_PROFICIENCY = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillProficiency = (typeof SKILL_PROFICIENCY)[number];
export const SKILL_PROFICIENCY_LABELS: Record<SkillProficiency, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

/**
 * Who may write to a member in a direct chat besides their accepted connections (Settings, "Who
 * can message you"); each level lets in the ones before it. Blocks always win.
 */
export const MESSAGE_FROM = ['connections', 'squads', 'applications'] as const;
export type MessageFrom = (typeof MESSAGE_FROM)[number];
export const MESSAGE_FROM_LABELS: Record<MessageFrom, string> = {
  connections: 'Connections only',
  squads: 'Connections and squad mates',
  applications: 'Connections, squad mates and applications',
};

export const POST_STATUSES = ['open', 'closed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/**
 * What a post does with the pending applications for a role once its last seat is taken
 * (docs/decisions/0049): keep them waitlisted, or decline them with an automatic note.
 */
export const ROLE_FILL_POLICIES = ['waitlist', 'decline'] as const;
export type RoleFillPolicy = (typeof ROLE_FILL_POLICIES)[number];

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What an activity item reports (docs/decisions/0029); the GraphQL enum ActivityType. */
export const ACTIVITY_TYPES = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'connection_accepted',
  'squad_removed',
  'squad_member_joined',
  'squad_member_left',
  'recruitment_reopened',
  'squad_mention',
  'post_matched',
  'report_resolved',
  'event_proposal',
  'event_announcement',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * What a member chooses how to hear about (the settings page, docs/decisions/0030): each activity
 * type belongs to one kind, plus unread messages. The GraphQL enum NotificationKind.
 */
export const NOTIFICATION_KINDS = [
  'applications',
  'decisions',
  'connections',
  'squads',
  'messages',
  'matching_posts',
  'events',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How: `in_app` (the feed and the bell only), `instant` (also mailed, batched over a minute),
 * `digest` (also in the daily mail), `off` (nothing, not even in the feed).
 */
export const NOTIFICATION_LEVELS = ['in_app', 'instant', 'digest', 'off'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** What each kind covers, as the settings page and the mails name it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  applications: 'Applications to your posts',
  decisions: 'Decisions on your applications',
  connections: 'Accepted connection requests',
  squads: 'Your squads',
  messages: 'Unread messages',
  matching_posts: 'New posts matching your skills',
  events: 'Events you take part in',
};

/** The kind each activity type is filed under. */
export const ACTIVITY_KIND: Record<ActivityType, NotificationKind | null> = {
  application_received: 'applications',
  application_accepted: 'decisions',
  application_rejected: 'decisions',
  connection_accepted: 'connections',
  squad_removed: 'squads',
  squad_member_joined: 'squads',
  squad_member_left: 'squads',
  recruitment_reopened: 'squads',
  squad_mention: 'squads',
  post_matched: 'matching_posts',
  // A notice about the member's own report (docs/decisions/0034): in the app only, never mailed,
  // and not a setting (null: no kind).
  report_resolved: null,
  event_proposal: 'events',
  event_announcement: 'events',
};

/** A new member's levels: mail for what asks them to act or answers them, the rest in the app. */
export const DEFAULT_NOTIFICATION_LEVELS: Record<NotificationKind, NotificationLevel> = {
  applications: 'instant',
  decisions: 'instant',
  connections: 'in_app',
  squads: 'in_app',
  messages: 'instant',
  matching_posts: 'digest',
  events: 'instant',
};

/** Why an accepted applicant is no longer in the squad (docs/decisions/0028). */
export const SQUAD_EXITS = ['left', 'removed'] as const;
export type SquadExit = (typeof SQUAD_EXITS)[number];

/** What a post owner may set through updateApplicationStatus. */
export const APPLICATION_DECISIONS = ['accepted', 'rejected'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** `none` is the absence of a connection row, as seen by the viewer. */
export const CONNECTION_STATUSES = ['none', 'pending', 'accepted', 'declined', 'blocked'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Profile tabs in display order; the first is the default for missing or invalid ?tab=. */
export const PROFILE_TABS = [
  'education',
  'experience',
  'projects',
  'skills',
  'achievements',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
export const DEFAULT_PROFILE_TAB: ProfileTab = 'education';

export const PRESET_SKILL_CHIPS = [
  'React',
  'Node.js',
  'Python',
  'Java',
  'TypeScript',
  'Machine Learning',
  'Data Science',
  'Mobile Development',
  'DevOps',
] as const;

export const PROJECT_TECH_SUGGESTIONS = [
  'React',
  'Node.js',
  'Python',
  'Java',
  'UI/UX Design',
  'DevOps',
] as const;

export const ROLE_SUGGESTIONS = [
  'Frontend',
  'Backend',
  'Fullstack',
  'Designer',
  'Product Manager',
  'QA',
] as const;

export const PEOPLE_SKILL_SUGGESTIONS = [
  ...PROJECT_TECH_SUGGESTIONS,
  'SQL',
  'JavaScript',
  'TypeScript',
  'AWS',
  'Docker',
  'Figma',
] as const;

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Upload folders accepted by getPresignedUrl. */
export const UPLOAD_FOLDERS = ['profile-picture'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Narrows an unknown string to a member of a const list (e.g. a ?tab= value). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
