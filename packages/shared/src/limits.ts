// The spec's numbers (points 5 and 9), named once. Forms (counters, disabled buttons),
// zod schemas and server checks all read these, so a limit changes in one place.

/** Post form (spec 5): lengths are characters after trimming; counts are list items. */
export const POST_LIMITS = {
  titleMax: 100,
  descriptionMax: 500,
  requiredSkillsMax: 8,
  skillMax: 30,
  desiredRolesMax: 4,
  roleMax: 40,
  techStackMax: 8,
  techMax: 30,
  locationMax: 50,
  /** Time commitment a post asks for, in hours a week. */
  hoursPerWeekMax: 80,
} as const;

/**
 * Squads: seats a post offers, besides its owner. Each desired role has 1 to
 * `seatsPerRoleMax` seats (default 1); a post without roles has 1 to `spotsMax` open seats. The
 * whole team (owner included) is at most `spotsMax + 1` people, so a squad chat stays a team.
 */
export const SQUAD = {
  spotsMax: 12,
  seatsPerRoleMax: 6,
  /** Avatars shown on a post card and in the chat list before "+N". */
  previewAvatars: 4,
  /** Why an owner removed a member: optional, shown to the member and recorded. */
  removalReasonMax: 200,
  /** How many squads "My Squads" lists at most (the viewer's most recently active). */
  listCap: 200,
} as const;

/**
 * The squad workspace (docs/decisions/0054): what a squad keeps beside its chat. Lists are
 * capped so the page stays one screen of work and its statements stay bounded.
 */
export const SQUAD_SPACE = {
  pinMax: 2000,
  linksMax: 12,
  linkTitleMax: 60,
  meetingNoteMax: 120,
  tasksMax: 100,
  taskTitleMax: 200,
  filesMax: 30,
  fileNameMax: 120,
  /** History entries the page shows (newest first). */
  historyShown: 30,
} as const;

/**
 * Events and their team formation (docs/decisions/0055): what an organiser sets and what a
 * registrant tells.
 */
export const EVENT_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  rolesMax: 8,
  roleMax: 40,
  teamSizeMin: 2,
  teamSizeMax: 8,
  /** The time-zone window of a team, in hours (default 3). */
  windowHoursMax: 12,
  windowHoursDefault: 3,
  /** The roles one registrant says they can take. */
  registrantRolesMax: 4,
  notWithMax: 10,
  announcementMax: 1000,
  /** Announcements the event page shows (newest first). */
  announcementsShown: 20,
  /** UTC offsets, in minutes, that exist (UTC-12 to UTC+14). */
  utcOffsetMin: -720,
  utcOffsetMax: 840,
} as const;

/**
 * Reviewing applicants: the owner's optional reason when declining one (sent to the applicant),
 * and the reasons an owner keeps to pick from again.
 */
export const APPLICANT_REVIEW = {
  declineReasonMax: 300,
  declineTemplatesMax: 8,
} as const;

/** Edit Profile dialog. */
export const PROFILE_LIMITS = {
  titleMax: 50,
  bioMax: 200,
  linksMax: 4,
} as const;

/** The optional step after sign-up (/welcome): "a few" skills, more go on the profile. */
export const ONBOARDING = {
  skillsMax: 5,
} as const;

/** Education, experience and achievement descriptions. */
export const SECTION_LIMITS = {
  descriptionMax: 300,
  /** Entries per section per member (not in the spec): keeps every profile list bounded. */
  itemsMax: 50,
  /**
   * Highest `order` a member may set: one below the integer column's maximum, so a new item
   * appended after it (highest order + 1) still fits.
   */
  orderMax: 2 ** 31 - 2,
  /**
   * Years of experience of a skill: 0 to this, kept to one decimal place (the column is a
   * `real`, which cannot hold 1e39 or 5e-324).
   */
  yearsExperienceMax: 100,
} as const;

/**
 * Years a date may have (profile sections). PostgreSQL has no year 0 and dates far out are
 * typos; this range covers any real education, job or project.
 */
export const DATE_LIMITS = {
  minYear: 1900,
  maxYear: 2100,
} as const;

/** Default page sizes of the paged lists. */
export const PAGE_SIZE = {
  projects: 4,
  people: 4,
  messages: 10,
} as const;

/** The server caps any requested `limit` at this (architecture: "at most 50"). */
export const PAGE_LIMIT_MAX = 50;

/** A token counts as valid only if it expires more than this far in the future. */
export const TOKEN_VALIDITY_MARGIN_MS = 60_000;

/** Skills shown on a person card before '+N more'. */
export const PERSON_CARD_SKILLS = 4;

/** Avatar crop and upload. */
export const AVATAR = {
  cropAspect: 1,
  areaHeightPx: 300,
  outputSizePx: 200,
  outputType: 'image/jpeg',
  jpegQuality: 0.95,
  // The hint says "up to 10MB"; the client does not enforce it, the server does (architecture).
  maxUploadBytes: 10 * 1024 * 1024,
  wheelSettleMs: 250,
  folder: 'profile-picture',
} as const;

/** Chat pane behaviour and message length. */
export const CHAT = {
  loadOlderThresholdPx: 100,
  autoScrollThresholdPx: 100,
  // The spec shows no maximum. 2000 characters fits a long chat message (several paragraphs)
  // while bounding row size and realtime payloads; the same value guards form and server.
  messageMax: 2000,
  /** An attachment's file name as shown in the chat (the sender's own name for it). */
  attachmentNameMax: 200,
} as const;

/** Below this width one chat pane shows at a time and contacts use the narrow layout. */
export const NARROW_BREAKPOINT_PX = 768;

/** Counter badges show `${BADGE_CAP}+` above this. */
export const BADGE_CAP = 99;

export const RESET_REDIRECT_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 4000;
export const DRAG_ANIMATION_MS = 200;
export const HEADLINE_WORD_DELAY_MS = 100;

/** Theme preference persistence. */
export const THEME = {
  storageKey: 'vite-ui-theme',
  default: 'system',
} as const;

/** localStorage entry of the persisted auth state. */
export const AUTH_STORAGE_KEY = 'auth-storage';

/**
 * Password rules. bcrypt ignores input past 72 bytes, so a longer password would be
 * silently truncated; refusing it is clearer. Counted in UTF-8 bytes, not characters.
 */
export const PASSWORD = {
  minLength: 8,
  maxBytes: 72,
} as const;

/**
 * Caps for free text the spec gives no limit for. They exist so the server never stores
 * unbounded input; they are generous enough that no realistic value reaches them.
 */
export const TEXT_LIMITS = {
  /** Names, titles, institution, degree, company, position, employment type, skill name. */
  shortMax: 100,
  /** Profile project description (the spec caps only education/experience/achievement). */
  longMax: 2000,
  /** Apply message: "length limit: not shown". */
  applyMessageMax: 1000,
  urlMax: 2048,
  /** RFC 5321's longest usable address. */
  emailMax: 254,
  /** Search box text. */
  searchMax: 100,
  /** Items in a filter list or a profile project's technologies. */
  tagsMax: 20,
  /** The optional note sent with a connection request. */
  connectionMessageMax: 300,
} as const;

/**
 * Uploads (getPresignedUrl): image types only, at most 10 MB, into a known folder. The signed
 * upload URL lives `urlTtlSeconds` (the web asks for one right before the PUT, so two minutes is
 * plenty; it also bounds what an ended session can still upload to S3, which cannot check the
 * session); the server checks the bytes really are the declared image type.
 */
export const UPLOADS = {
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** What a squad's files and a chat's attachments may be besides images. */
  documentTypes: ['application/pdf'],
  maxBytes: AVATAR.maxUploadBytes,
  folders: ['profile-picture', 'squad-files', 'chat-files'],
  urlTtlSeconds: 120,
} as const;

/**
 * Abuse limits (docs/security.md): what one member may do in a window. Each refusal is a coded
 * error (TOO_MANY_REQUESTS, or CONFLICT for the request cool-down) with a message saying when.
 */
export const QUOTAS = {
  /** Upload URLs (getPresignedUrl) per member per hour. */
  uploadUrlsPerHour: 20,
  /** After B declines A's request, A cannot request B again for this many days. */
  declinedRequestCooldownDays: 7,
  /** Chat messages per member per minute (all chats together). */
  messagesPerMinute: 30,
  /** Posts a member may create per (rolling) day. */
  postsPerDay: 10,
  /** Verification e-mails a member may ask for per hour. */
  verificationMailsPerHour: 5,
  /** Reports a member may file per day. */
  reportsPerDay: 50,
  /** Message edits per member per minute (all chats together; each edit is broadcast). */
  messageEditsPerMinute: 20,
  /** Connection requests a member may send per (rolling) day, cancelled ones included. */
  connectionRequestsPerDay: 30,
  /** Connection requests a member may send to one same member per (rolling) day. */
  requestsToOneMemberPerDay: 3,
  /** "Download my data" archives a member may take per (rolling) day. */
  dataExportsPerDay: 5,
} as const;

/** Links in verification mails stay valid this long. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/**
 * Realtime abuse limits, per socket: a token bucket for client events (`burst` at once, refilled
 * at `perSecond`), and how many events may wait for their handler. A socket beyond either is
 * disconnected with a reason; a member holds at most `socketsPerMember` at once on one instance
 * (a browser opens one per tab). `maxPayloadBytes` bounds one polling POST or websocket frame (the
 * engine answers a larger POST 413 and closes a websocket that sends a larger frame): a client
 * only ever sends a handshake and chat ids, well under 1 KB.
 */
export const SOCKET_LIMITS = {
  /** Open sockets per member on one server instance; the next handshake is refused. */
  socketsPerMember: 20,
  burst: 60,
  perSecond: 20,
  maxQueuedEvents: 100,
  maxPayloadBytes: 16 * 1024,
  /** How long the server waits for a heartbeat's answer before it closes a socket (the client the same). */
  pingTimeoutMs: 60_000,
} as const;

/**
 * Typing indicators (decision 0082): a typing client says so again every `repeatMs` while the
 * member types and shows another member typing for `shownMs` after their last word (so a lost
 * "stopped" never leaves it on).
 */
export const TYPING = {
  repeatMs: 3_000,
  shownMs: 6_000,
} as const;

/**
 * Admission control per server instance (docs/decisions/0043-socket-sends-and-admission.md): at
 * most `sendsInFlight` message sends at once, over the socket and GraphQL together; one more is
 * refused at once, before any database work, with SERVICE_UNAVAILABLE and `retryAfterMs`. The web
 * and the bench retry after that long (plus jitter), growing it by `retryBackoff` each time to at
 * most `retryMaxDelayMs`, up to `retryAttempts` retries (`sendRetryDelayMs`): about a minute in
 * all, as long as a heartbeat may wait on a busy server (`SOCKET_LIMITS.pingTimeoutMs`); then the
 * message shows as not sent. `MAX_SENDS_IN_FLIGHT` overrides the bound.
 */
export const SEND_ADMISSION = {
  sendsInFlight: 64,
  retryAfterMs: 500,
  retryBackoff: 2,
  retryMaxDelayMs: 8_000,
  retryAttempts: 9,
  busyMessage: 'The server is busy: your message was not sent yet. Retrying…',
} as const;

/** Report reasons a member picks from (reports of posts, profiles and messages). */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'scam', 'other'] as const;
export const REPORT_LIMITS = { detailsMax: 1000 } as const;

/**
 * Moderation (docs/decisions/0034): an operator's reason for an action is required and short; a
 * suspension lasts 1 to `suspensionDaysMax` days, or is for good; a reported message is shown
 * with `contextMessages` neighbours on each side.
 */
export const ADMIN_LIMITS = {
  reasonMax: 500,
  suspensionDaysMax: 3650,
  contextMessages: 3,
} as const;

/** When mail goes out (docs/decisions/0030). */
export const MAIL_SCHEDULE = {
  /** `instant` items wait this long so a burst (3 applications) makes one mail. */
  instantDelaySeconds: 60,
  /** Unread messages are mailed once they are this old and the member is offline. */
  unreadMessagesAfterMinutes: 15,
  /** The daily digest goes out at this hour, UTC, to members who had none for 20 hours. */
  digestHourUtc: 8,
  /** At most this many matching posts in one digest or alert, best first. */
  matchingPostsMax: 5,
  /** At most this many activity lines in one mail; the rest are "and N more" with the feed's link. */
  itemsPerMailMax: 10,
} as const;
