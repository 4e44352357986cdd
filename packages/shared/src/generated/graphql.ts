export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Achievement = {
  __typename?: 'Achievement';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

export type AchievementInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  title: Scalars['String']['input'];
};

export type AchievementUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One line of the feed: one item, or several of one type about one subject. */
export type ActivityGroup = {
  __typename?: 'ActivityGroup';
  /** The newest item's id (markActivityRead marks the whole group). */
  _id: Scalars['ID']['output'];
  /** The newest actors first (at most 3). */
  actors: Array<SquadAvatar>;
  /** How many items the line stands for. */
  count: Scalars['Int']['output'];
  /** The newest item's time. */
  created_at: Scalars['String']['output'];
  /** Where the line leads in the app. */
  link: Scalars['String']['output'];
  /** The post concerned, when there is one (its title as it is now, or as it was when deleted). */
  post_id?: Maybe<Scalars['ID']['output']>;
  post_title?: Maybe<Scalars['String']['output']>;
  type: ActivityType;
  /** Whether any item of the line is unread. */
  unread: Scalars['Boolean']['output'];
};

export type ActivityType =
  /** The viewer's application was accepted: they are in the post's squad (subject: the post). */
  | 'application_accepted'
  /** Someone applied to the viewer's post (subject: the post). */
  | 'application_received'
  /** The viewer's application was rejected (subject: the post). */
  | 'application_rejected'
  /** The viewer's connection request was accepted (subject: the member who accepted). */
  | 'connection_accepted'
  /** The organiser of an event the viewer takes part in posted an announcement (subject: the event). */
  | 'event_announcement'
  /** A round of an event the viewer registered for proposed them a team (subject: the event). */
  | 'event_proposal'
  /** A new open post matches the viewer's skills or interests (subject: the post). */
  | 'post_matched'
  /** A seat freed on the viewer's post that had closed itself when full: recruitment reopened. */
  | 'recruitment_reopened'
  /** An operator reviewed a report the viewer sent (subject: none; says nothing of what was done). */
  | 'report_resolved'
  /** A new member joined a squad the viewer is in (subject: the post). */
  | 'squad_member_joined'
  /** A member left the viewer's squad (subject: the post). */
  | 'squad_member_left'
  /** A squad member mentioned the viewer (@First) in the squad chat (subject: the post). */
  | 'squad_mention'
  /** The viewer was removed from a squad (subject: the post). */
  | 'squad_removed';

/** A member as operators see them. */
export type AdminMember = {
  __typename?: 'AdminMember';
  _id: Scalars['ID']['output'];
  bio?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  is_operator: Scalars['Boolean']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The member's suspension while it lasts; null otherwise. */
  suspension?: Maybe<Suspension>;
  title?: Maybe<Scalars['String']['output']>;
};

export type AdminMessage = {
  __typename?: 'AdminMessage';
  _id: Scalars['ID']['output'];
  chat_id: Scalars['ID']['output'];
  content: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  /** Set while the message is hidden. */
  hidden?: Maybe<Moderation>;
  is_deleted: Scalars['Boolean']['output'];
  kind: MessageKind;
  sender?: Maybe<AdminMember>;
};

export type AdminPost = {
  __typename?: 'AdminPost';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Set while the post is hidden. */
  hidden?: Maybe<Moderation>;
  owner: AdminMember;
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AdminReport = {
  __typename?: 'AdminReport';
  _id: Scalars['ID']['output'];
  context: AdminReportContext;
  created_at: Scalars['String']['output'];
  details?: Maybe<Scalars['String']['output']>;
  reason: ReportReason;
  /** Null when the reporter deleted their account since. */
  reporter?: Maybe<AdminMember>;
  resolved_at?: Maybe<Scalars['String']['output']>;
  status: ReportStatus;
  subject_id: Scalars['ID']['output'];
  subject_type: ReportSubjectType;
};

/**
 * The reported content where it lives: the post (and its owner), the profile, or the message with
 * its neighbours in the chat (a few before and after, oldest first, the reported one included).
 * `member` is whom the subject belongs to: the post's owner, the profile, the message's sender.
 * Every field is null (and `gone` true) when the subject was deleted since.
 */
export type AdminReportContext = {
  __typename?: 'AdminReportContext';
  gone: Scalars['Boolean']['output'];
  member?: Maybe<AdminMember>;
  message?: Maybe<AdminMessage>;
  neighbours: Array<AdminMessage>;
  post?: Maybe<AdminPost>;
};

/** The order of a post's applicants within each status group. */
export type ApplicantOrder =
  /** Most of the post's skills first, then newest. */
  | 'BEST_MATCH'
  /** Newest application first. */
  | 'NEWEST';

export type Application = {
  __typename?: 'Application';
  _id: Scalars['ID']['output'];
  applicant_id: Scalars['ID']['output'];
  bio?: Maybe<Scalars['String']['output']>;
  /** The viewer's chat with the applicant, when connected. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  created_at: Scalars['String']['output'];
  /** Set when the post declined the application by itself because its role filled. */
  decision_note?: Maybe<Scalars['String']['output']>;
  /** The owner's reason, when they declined the application with one (shown to the applicant). */
  decline_reason?: Maybe<Scalars['String']['output']>;
  /** Applicant view (loadApplicationsByPostId): the applicant's profile summary. */
  first_name?: Maybe<Scalars['String']['output']>;
  /** The viewer's connection to the applicant. */
  is_connection: ConnectionStatus;
  last_name?: Maybe<Scalars['String']['output']>;
  location_id?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The post applied to. */
  post?: Maybe<Post>;
  post_id: Scalars['ID']['output'];
  /** The role applied for (one of the post's desired roles), or null. */
  role?: Maybe<Scalars['String']['output']>;
  /** Applicant view (loadApplicationsByPostId): how the applicant's skills meet the post's. */
  skill_match?: Maybe<SkillMatch>;
  /** Set when the applicant left the squad or was removed (the status is then withdrawn or rejected). */
  squad_exit?: Maybe<SquadExit>;
  /** The owner's reason, when they removed the applicant from the squad. */
  squad_exit_reason?: Maybe<Scalars['String']['output']>;
  status: ApplicationStatus;
  title?: Maybe<Scalars['String']['output']>;
  top_skills: Array<UserSkill>;
  updated_at: Scalars['String']['output'];
  /** Pending while the role applied for (or every spot) is filled: on the post's waitlist. */
  waitlisted: Scalars['Boolean']['output'];
};

export type ApplicationStatus =
  | 'accepted'
  | 'pending'
  | 'rejected'
  | 'withdrawn';

/** One of the viewer's applications together with the post it is for. */
export type ApplicationWithPost = {
  __typename?: 'ApplicationWithPost';
  application: Application;
  post: Post;
};

export type ChatKind =
  | 'direct'
  | 'squad';

/**
 * A row of the viewer's conversation list. Direct chats: names and photo are the other member's.
 * Squad chats: other_user_id and the names are null; title is the post's, members the faces.
 */
export type ChatListItem = {
  __typename?: 'ChatListItem';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  is_active: Scalars['Boolean']['output'];
  /** Direct chats: the other member has the app open now; false for squads and when they hide their presence. */
  is_online: Scalars['Boolean']['output'];
  kind: ChatKind;
  last_message_at?: Maybe<Scalars['String']['output']>;
  last_message_content?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  /** Direct chats: when the other member was last online; null for squads and when they hide their presence. */
  last_seen?: Maybe<Scalars['String']['output']>;
  member_count: Scalars['Int']['output'];
  /** Squad chats: the first few members (for stacked avatars) and how many there are. */
  members: Array<SquadAvatar>;
  /** The viewer muted this chat: its messages count nothing unread and send no mail, and stay readable. */
  muted: Scalars['Boolean']['output'];
  other_user_id?: Maybe<Scalars['ID']['output']>;
  participant_ids: Array<Scalars['ID']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  /** Squad chats: the post's id and title. */
  post_id?: Maybe<Scalars['ID']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

/** Whether the viewer has muted a chat. */
export type ChatMute = {
  __typename?: 'ChatMute';
  chat_id: Scalars['ID']['output'];
  muted: Scalars['Boolean']['output'];
};

export type Connection = {
  __typename?: 'Connection';
  _id: Scalars['ID']['output'];
  addressee_user_id: Scalars['ID']['output'];
  /** The chat opened when the request was accepted. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  created_at: Scalars['String']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  /** The other member (not the viewer): id, names, photo and title. */
  other_user_id: Scalars['ID']['output'];
  photo?: Maybe<Scalars['String']['output']>;
  requester_user_id: Scalars['ID']['output'];
  responded_at?: Maybe<Scalars['String']['output']>;
  status: ConnectionStatus;
  title?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

/** The viewer's relation to another member. */
export type ConnectionState = {
  __typename?: 'ConnectionState';
  chat_id?: Maybe<Scalars['ID']['output']>;
  connection_id?: Maybe<Scalars['ID']['output']>;
  /** True when the viewer sent the request (so a pending one cannot be accepted by them). */
  is_requester: Scalars['Boolean']['output'];
  status: ConnectionStatus;
};

/** A member's relation to another member, seen from the viewer. `none` when no connection row exists. */
export type ConnectionStatus =
  | 'accepted'
  | 'blocked'
  | 'declined'
  | 'none'
  | 'pending';

export type CreateUserInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};

/** The post owner's decision on an application. */
export type Decision =
  | 'accepted'
  | 'rejected';

export type Education = {
  __typename?: 'Education';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  degree: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Null when is_current. */
  end_date?: Maybe<Scalars['String']['output']>;
  field_of_study: Scalars['String']['output'];
  grade?: Maybe<Scalars['String']['output']>;
  institution_name: Scalars['String']['output'];
  is_current: Scalars['Boolean']['output'];
  location_id?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  start_date: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

export type EducationInput = {
  degree: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  field_of_study: Scalars['String']['input'];
  grade?: InputMaybe<Scalars['String']['input']>;
  institution_name: Scalars['String']['input'];
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  start_date: Scalars['String']['input'];
};

export type EducationUpdateInput = {
  degree?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  field_of_study?: InputMaybe<Scalars['String']['input']>;
  grade?: InputMaybe<Scalars['String']['input']>;
  institution_name?: InputMaybe<Scalars['String']['input']>;
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  start_date?: InputMaybe<Scalars['String']['input']>;
};

export type Event = {
  __typename?: 'Event';
  _id: Scalars['ID']['output'];
  /** The organiser's announcements, newest first: for participants and the organiser (empty for others). */
  announcements: Array<EventAnnouncement>;
  description: Scalars['String']['output'];
  /** Whether the event's last day has passed: its squads carry on as projects of their own. */
  ended: Scalars['Boolean']['output'];
  ends_on: Scalars['String']['output'];
  /** Whether the viewer organises this event. */
  is_organiser: Scalars['Boolean']['output'];
  max_team_size: Scalars['Int']['output'];
  min_team_size: Scalars['Int']['output'];
  /** The viewer's place in this event's latest proposal that still concerns them. */
  my_proposal?: Maybe<EventProposal>;
  /** The viewer's registration alone (null when they are not registered, and for visitors). */
  my_registration?: Maybe<EventRegistration>;
  /** The squads the viewer registered, with the seats each still offers (empty for others). */
  my_squads: Array<EventSquad>;
  name: Scalars['String']['output'];
  organiser: EventOrganiser;
  /** When registration closes (ISO-8601). */
  register_by: Scalars['String']['output'];
  /** Members registered alone, plus squads registered. */
  registered_count: Scalars['Int']['output'];
  /** Whether registration is still open. */
  registration_open: Scalars['Boolean']['output'];
  /** The roles every team needs. */
  roles: Array<Scalars['String']['output']>;
  /** Rounds run so far. */
  rounds: Scalars['Int']['output'];
  /** Calendar dates (YYYY-MM-DD). */
  starts_on: Scalars['String']['output'];
  /** The largest gap between two team members' time zones, in hours. */
  time_zone_window_hours: Scalars['Int']['output'];
};

export type EventAnnouncement = {
  __typename?: 'EventAnnouncement';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type EventInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  ends_on: Scalars['String']['input'];
  max_team_size: Scalars['Int']['input'];
  min_team_size: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  register_by: Scalars['String']['input'];
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  starts_on: Scalars['String']['input'];
  time_zone_window_hours?: InputMaybe<Scalars['Int']['input']>;
};

export type EventOrganiser = {
  __typename?: 'EventOrganiser';
  first_name?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  user_id: Scalars['ID']['output'];
};

export type EventProposal = {
  __typename?: 'EventProposal';
  _id: Scalars['ID']['output'];
  covered: Array<Scalars['String']['output']>;
  level_highest: SkillProficiency;
  level_lowest: SkillProficiency;
  members: Array<ProposedMember>;
  missing: Array<Scalars['String']['output']>;
  /** Whether the team is a new squad (false: it fills a registered squad's seats). */
  new_squad: Scalars['Boolean']['output'];
  round: Scalars['Int']['output'];
  /** The squad it fills or formed. */
  squad_id?: Maybe<Scalars['ID']['output']>;
  status: ProposalStatus;
  time_zone_spread_minutes: Scalars['Int']['output'];
  time_zones: Scalars['Int']['output'];
};

/** Someone registered for the event, as the organiser's view lists them. */
export type EventRegistrant = {
  __typename?: 'EventRegistrant';
  _id: Scalars['ID']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  hours_per_week?: Maybe<Scalars['Int']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  level: SkillProficiency;
  /** Seats the registered squad still offers (0 for a member alone). */
  open_seats: Scalars['Int']['output'];
  photo?: Maybe<Scalars['String']['output']>;
  registered_at: Scalars['String']['output'];
  roles: Array<Scalars['String']['output']>;
  /** The squad they registered (null for a member alone). */
  squad_id?: Maybe<Scalars['ID']['output']>;
  squad_title?: Maybe<Scalars['String']['output']>;
  status: EventRegistrationStatus;
  /** Why the last round left them alone. */
  unplaced_reason?: Maybe<UnplacedReason>;
  user_id: Scalars['ID']['output'];
  utc_offset_minutes: Scalars['Int']['output'];
};

export type EventRegistration = {
  __typename?: 'EventRegistration';
  _id: Scalars['ID']['output'];
  hours_per_week?: Maybe<Scalars['Int']['output']>;
  level: SkillProficiency;
  roles: Array<Scalars['String']['output']>;
  status: EventRegistrationStatus;
  unplaced_reason?: Maybe<UnplacedReason>;
  utc_offset_minutes: Scalars['Int']['output'];
};

export type EventRegistrationInput = {
  hours_per_week?: InputMaybe<Scalars['Int']['input']>;
  level: SkillProficiency;
  /** Members the registrant asks not to be teamed with. */
  not_with?: InputMaybe<Array<Scalars['ID']['input']>>;
  roles: Array<Scalars['String']['input']>;
  utc_offset_minutes: Scalars['Int']['input'];
};

/** Where a registrant alone stands in the event. */
export type EventRegistrationStatus =
  /** In a team (or registered as a squad). */
  | 'placed'
  /** Waiting for the next round. */
  | 'pool'
  /** In a proposed team, their answer pending or given. */
  | 'proposed';

export type EventRound = {
  __typename?: 'EventRound';
  proposed: Scalars['Int']['output'];
  round: Scalars['Int']['output'];
  teams: Scalars['Int']['output'];
  unplaced: Scalars['Int']['output'];
};

/** A squad its owner registered for the event. */
export type EventSquad = {
  __typename?: 'EventSquad';
  /** Seats still offered to the event's pool. */
  open_seats: Scalars['Int']['output'];
  squad_id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type Experience = {
  __typename?: 'Experience';
  _id: Scalars['ID']['output'];
  company_name: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Free text, e.g. Full-time, Part-time. */
  employment_type?: Maybe<Scalars['String']['output']>;
  /** Null when is_current. */
  end_date?: Maybe<Scalars['String']['output']>;
  is_current: Scalars['Boolean']['output'];
  location_id?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  position: Scalars['String']['output'];
  start_date: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

export type ExperienceInput = {
  company_name: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  employment_type?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  position: Scalars['String']['input'];
  start_date: Scalars['String']['input'];
};

export type ExperienceUpdateInput = {
  company_name?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  employment_type?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['String']['input']>;
};

export type HideContentInput = {
  reason: Scalars['String']['input'];
  /** The report this answers, if any: it is resolved with the action. */
  reportId?: InputMaybe<Scalars['ID']['input']>;
  /** A post or a message id. */
  subjectId: Scalars['ID']['input'];
};

export type Link = {
  __typename?: 'Link';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type LinkInput = {
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type Message = {
  __typename?: 'Message';
  _id: Scalars['ID']['output'];
  /** The file sent with the message (an image or a PDF); null when none, and once the message is deleted. */
  attachment?: Maybe<MessageAttachment>;
  chat_id: Scalars['ID']['output'];
  content: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  deleted_for: Array<Scalars['ID']['output']>;
  edited_at?: Maybe<Scalars['String']['output']>;
  /** Set on the author's own message while an operator hides it (others do not receive it). */
  hidden?: Maybe<Moderation>;
  is_deleted: Scalars['Boolean']['output'];
  kind: MessageKind;
  read_by: Array<ReadReceipt>;
  reply_to_message_content?: Maybe<Scalars['String']['output']>;
  reply_to_message_id?: Maybe<Scalars['ID']['output']>;
  sender_id: Scalars['ID']['output'];
  updated_at: Scalars['String']['output'];
};

/** A file sent in a chat: where it is, its name as the sender gave it, and its type. */
export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  /** An image, shown as a preview; anything else is a file to open. */
  is_image: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The stored file's media type (image/jpeg, image/png, image/webp, image/gif or application/pdf). */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/**
 * A file to send with a message: `fileUrl` as getPresignedUrl answered it for the folder
 * `chat-files` (the viewer's own upload), and the name to show (at most 200 characters).
 */
export type MessageAttachmentInput = {
  fileUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/**
 * Who may write to a member in a direct chat besides their accepted connections. Each level lets in
 * the ones before it; a block always shuts the pair out, and a member may always answer someone who
 * opened the chat with them.
 */
export type MessageFrom =
  /** Connections, squad mates, and members with an application between them either way (not withdrawn). */
  | 'applications'
  /** Accepted connections only. */
  | 'connections'
  /** Connections, and the members of a squad the member is in. */
  | 'squads';

/** text: a member wrote it. system: a squad event line (joined, left, removed), written by the server. */
export type MessageKind =
  | 'system'
  | 'text';

/** A post or a message hidden by an operator: the reason is shown to its author. */
export type Moderation = {
  __typename?: 'Moderation';
  at: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

/** One line of the audit log. */
export type ModerationAction = {
  __typename?: 'ModerationAction';
  _id: Scalars['ID']['output'];
  action: ModerationActionType;
  created_at: Scalars['String']['output'];
  /** Null when the operator's account was deleted since. */
  operator?: Maybe<AdminMember>;
  reason: Scalars['String']['output'];
  report_id?: Maybe<Scalars['ID']['output']>;
  subject_id: Scalars['ID']['output'];
  /** What the subject was when the action was taken: a post's title, a member's name, a message's first words. */
  subject_label: Scalars['String']['output'];
  subject_type: ReportSubjectType;
  /** For suspend_member: when the suspension ends; null for good. */
  until?: Maybe<Scalars['String']['output']>;
};

/** What an operator did (the audit log). */
export type ModerationActionType =
  | 'dismiss_report'
  | 'hide_message'
  | 'hide_post'
  | 'lift_suspension'
  | 'suspend_member'
  | 'unhide_message'
  | 'unhide_post';

export type Mutation = {
  __typename?: 'Mutation';
  /** The addressee only, request pending. Opens (or reactivates) the pair's chat. */
  acceptFriendReq: Connection;
  /** Squad member: a file_url getPresignedUrl gave the viewer for folder squad-files, uploaded. */
  addSquadFile: SquadWorkspace;
  /** Squad owner, or a member when the owner allows. */
  addSquadLink: SquadWorkspace;
  /** Squad member. assigneeId: a member of the squad, or null. */
  addSquadTask: SquadWorkspace;
  /** The organiser's announcement: on the event page, and in every participant's bell (mail by their settings). */
  announceToEvent: EventAnnouncement;
  /**
   * Member, not the post's owner, post open. Creates a pending application, or re-applies after a
   * withdrawal (or after leaving the squad); CONFLICT when an application that is not withdrawn
   * exists, FORBIDDEN after a removal from the squad. `role` is one of the post's desired roles
   * with a free seat (CONFLICT when it is full).
   */
  applyToPost: Application;
  /** Squad member. assigneeId null unassigns. */
  assignSquadTask: SquadWorkspace;
  /** Member, not oneself. Marks the pair's connection blocked (creating it if needed). */
  blockUser: Connection;
  /** The applicant only. Withdraws a pending application; CONFLICT once it is accepted or rejected. */
  cancelApplyToPost: Application;
  /**
   * The requester only, request pending: withdraws the request (the row is deleted, so either member
   * may send a new one). Answers the withdrawn request with status none: the pair has no connection now.
   */
  cancelFriendReq: Connection;
  /** Post owner only. Stops recruitment. */
  closePost: Post;
  /** Owner only. */
  createAchievement: Achievement;
  /** Owner only. */
  createEducation: Education;
  createEvent: Event;
  /** Owner only. */
  createExperience: Experience;
  /** Member. Creates a post owned by the viewer, status open. */
  createPost: Post;
  /** Owner only. */
  createProject: UserProject;
  /**
   * Public. Creates an account with the same rules as POST /v1/auth/signup but does not sign in;
   * the REST signup (which also returns an access token) is what the app uses.
   */
  createUser: User;
  /** Owner only. */
  createUserSkill: UserSkill;
  /** The addressee only, request pending. */
  declineFriendReq: Connection;
  /** Owner only. Returns the deleted id. */
  deleteAchievement: Scalars['ID']['output'];
  /** Owner only. Returns the deleted id. */
  deleteEducation: Scalars['ID']['output'];
  /** Owner only. Returns the deleted id. */
  deleteExperience: Scalars['ID']['output'];
  /** The message's sender only. Returns the deleted id. */
  deleteMessage: Scalars['ID']['output'];
  /** Post owner only. Returns the deleted id. */
  deletePost: Scalars['ID']['output'];
  /** Owner only. Returns the deleted id. */
  deleteProject: Scalars['ID']['output'];
  /**
   * Member, only for their own account (`userId` must be the viewer). A member who has a password
   * confirms with it (`password`); one who signs in only with Google or GitHub must have signed in
   * within the last 10 minutes. Returns the deleted id.
   */
  deleteUser: Scalars['ID']['output'];
  /** Owner only. Returns the deleted id. */
  deleteUserSkill: Scalars['ID']['output'];
  /** Operator. Closes a report with no action; the reporter is told it was reviewed. */
  dismissReport: AdminReport;
  /** The message's sender only. */
  editMessage: Message;
  /** Operator. Hides a message from everyone but its author (who sees the reason) and operators. */
  hideMessage: AdminMessage;
  /** Operator. Hides a post from everyone but its author (who sees the reason) and operators. */
  hidePost: AdminPost;
  /** Member. Counts one view (the client sends it once per browser session per post). */
  incrementPostView: Post;
  /** Leaves the event: the viewer's registration (alone and their squads') goes. */
  leaveEvent: Event;
  /** A squad member (not the owner). Frees their seat; they may apply again later (pending). */
  leaveSquad: Scalars['ID']['output'];
  /** Operator. Ends a member's suspension now. */
  liftSuspension: AdminMember;
  /** Member. Marks the group of the viewer's item `activityId` read; answers the unread count. */
  markActivityRead: Scalars['Int']['output'];
  /** Member. Marks every item of the viewer's read; answers 0. */
  markAllActivityRead: Scalars['Int']['output'];
  /** Chat participant only. Marks the chat read for the viewer; returns its new count (0). */
  markMessagesAsRead: UnreadCount;
  /** Squad member. Moves the task to index `position` (0 is the top) of the checklist. */
  moveSquadTask: SquadWorkspace;
  /**
   * Member. The direct chat with `userId`, opened (or reopened) when that member takes the viewer's
   * messages: an accepted connection, their `message_from`, or a chat they opened with the viewer.
   * FORBIDDEN with the reason otherwise; NOT_FOUND for an unknown or blocked member, as for any
   * member the viewer cannot see. Returns the chat's id; the other member learns of the chat from
   * its first message.
   */
  openDirectChat: Scalars['ID']['output'];
  /** Post owner only. Reopens recruitment. */
  openPost: Post;
  registerForEvent: Event;
  /** The squad's owner offers its open seats to the event's pool. */
  registerSquadForEvent: Event;
  /** Either member of an accepted connection. Returns the removed id. */
  removeConnection: Scalars['ID']['output'];
  /** Squad member: who shared it, or the owner. */
  removeSquadFile: SquadWorkspace;
  /** Squad owner, or a member when the owner allows. */
  removeSquadLink: SquadWorkspace;
  /**
   * The post's owner only. Removes a member (frees the seat, records the optional reason shown to
   * them); a removed member cannot apply to the post again.
   */
  removeSquadMember: Squad;
  /** Squad member: the task's author or the owner. */
  removeSquadTask: SquadWorkspace;
  /**
   * Member. Reports a post, a profile or a message. Reporting the same thing again replaces the
   * earlier report. One's own post, profile or message cannot be reported (BAD_USER_INPUT).
   */
  reportContent: Report;
  respondToProposal: ProposalResponse;
  /** The organiser proposes teams from the pool. */
  runEventRound: EventRound;
  /** Member. Replaces the viewer's saved reasons for declining (blank ones dropped, each kept once). */
  saveDeclineTemplates: Array<Scalars['String']['output']>;
  /** Member. Idempotent. */
  savePost: Post;
  /** Member, not to oneself. CONFLICT when a pending, accepted or blocked connection exists. */
  sendFriendReq: Connection;
  /**
   * Chat participant only, not blocked; in a direct chat the other member must take the viewer's
   * messages (an accepted connection, their `message_from`, or they opened the chat). Content must
   * be non-blank after trimming (it may be empty with an `attachment`), at most 2000 characters.
   * `replyToMessageId`, when given, must be a message of the same chat.
   */
  sendMessage: Message;
  /**
   * Chat participant only. Mutes (or unmutes) the chat for the viewer: while muted its messages
   * count nothing unread (no badge) and send no mail; they still arrive and stay readable.
   */
  setChatMuted: ChatMute;
  /** Squad owner, or a member when the owner allows. */
  setSquadMeeting: SquadWorkspace;
  /** Squad owner only: whether members edit the pin, the links and the meeting. */
  setSquadMembersCanEdit: SquadWorkspace;
  /** Squad owner, or a member when the owner allows. Blank text unpins. */
  setSquadPin: SquadWorkspace;
  /** Squad member. */
  setSquadTaskDone: SquadWorkspace;
  /**
   * Operator. Suspends a member for `days` or for good: every session and socket of theirs ends at
   * once, sign-in is refused with the end date, and their posts and messages are hidden meanwhile.
   * Operators cannot suspend themselves or another operator (FORBIDDEN).
   */
  suspendMember: AdminMember;
  /** Operator. Shows a hidden message again. */
  unhideMessage: AdminMessage;
  /** Operator. Shows a hidden post again. */
  unhidePost: AdminPost;
  /** Member. Idempotent. */
  unsavePost: Post;
  /** Owner only. `{ order }` alone reorders. */
  updateAchievement: Achievement;
  /**
   * The post's owner only. Accepts or rejects an application that is not withdrawn. Accepting adds
   * the applicant to the squad in the role they applied for, or in `role` when given (another of
   * the post's roles), after adding one seat to that role when `addSeat` is true (within the squad
   * limits); CONFLICT when the seat is full. Rejecting an accepted applicant takes them out of it.
   * Pending applications that no seat can take are waitlisted or declined, as the post says.
   * `reason` goes with a decline only: the applicant reads it.
   */
  updateApplicationStatus: Application;
  /** Owner only. `{ order }` alone reorders. */
  updateEducation: Education;
  /** The organiser edits the event until it ends: rounds already run keep their teams. */
  updateEvent: Event;
  /** Owner only. `{ order }` alone reorders. */
  updateExperience: Experience;
  /** Member. Sets the viewer's level for one kind; answers every kind, as getNotificationSettings. */
  updateNotificationSetting: Array<NotificationSetting>;
  /** Post owner only. */
  updatePost: Post;
  /** Owner only. `{ order }` alone reorders. */
  updateProject: UserProject;
  /** Member. Updates the viewer's own profile. */
  updateUser: User;
  /** Owner only. `{ order }` alone reorders. */
  updateUserSkill: UserSkill;
};


export type MutationAcceptFriendReqArgs = {
  connectionId: Scalars['ID']['input'];
};


export type MutationAddSquadFileArgs = {
  fileUrl: Scalars['String']['input'];
  name: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationAddSquadLinkArgs = {
  postId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};


export type MutationAddSquadTaskArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationAnnounceToEventArgs = {
  eventId: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationApplyToPostArgs = {
  message?: InputMaybe<Scalars['String']['input']>;
  postId: Scalars['ID']['input'];
  role?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAssignSquadTaskArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  addresseeUserId: Scalars['ID']['input'];
};


export type MutationCancelApplyToPostArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationCancelFriendReqArgs = {
  connectionId: Scalars['ID']['input'];
};


export type MutationClosePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationCreateAchievementArgs = {
  input: AchievementInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateEducationArgs = {
  input: EducationInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateEventArgs = {
  input: EventInput;
};


export type MutationCreateExperienceArgs = {
  input: ExperienceInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreatePostArgs = {
  input: PostInput;
};


export type MutationCreateProjectArgs = {
  input: ProjectInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateUserSkillArgs = {
  input: UserSkillInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationDeclineFriendReqArgs = {
  connectionId: Scalars['ID']['input'];
};


export type MutationDeleteAchievementArgs = {
  achievementId: Scalars['ID']['input'];
};


export type MutationDeleteEducationArgs = {
  educationId: Scalars['ID']['input'];
};


export type MutationDeleteExperienceArgs = {
  experienceId: Scalars['ID']['input'];
};


export type MutationDeleteMessageArgs = {
  messageId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDeleteProjectArgs = {
  projectId: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationDeleteUserSkillArgs = {
  userSkillId: Scalars['ID']['input'];
};


export type MutationDismissReportArgs = {
  reason: Scalars['String']['input'];
  reportId: Scalars['ID']['input'];
};


export type MutationEditMessageArgs = {
  content: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
};


export type MutationHideMessageArgs = {
  input: HideContentInput;
};


export type MutationHidePostArgs = {
  input: HideContentInput;
};


export type MutationIncrementPostViewArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationLeaveEventArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationLeaveSquadArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationLiftSuspensionArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationMarkActivityReadArgs = {
  activityId: Scalars['ID']['input'];
};


export type MutationMarkMessagesAsReadArgs = {
  chatId: Scalars['ID']['input'];
};


export type MutationMoveSquadTaskArgs = {
  position: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationOpenDirectChatArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationOpenPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRegisterForEventArgs = {
  eventId: Scalars['ID']['input'];
  input: EventRegistrationInput;
};


export type MutationRegisterSquadForEventArgs = {
  eventId: Scalars['ID']['input'];
  input: SquadRegistrationInput;
  squadId: Scalars['ID']['input'];
};


export type MutationRemoveConnectionArgs = {
  connectionId: Scalars['ID']['input'];
};


export type MutationRemoveSquadFileArgs = {
  fileId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRemoveSquadLinkArgs = {
  linkId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationRemoveSquadMemberArgs = {
  postId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRemoveSquadTaskArgs = {
  postId: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationReportContentArgs = {
  input: ReportInput;
};


export type MutationRespondToProposalArgs = {
  accept: Scalars['Boolean']['input'];
  proposalId: Scalars['ID']['input'];
};


export type MutationRunEventRoundArgs = {
  eventId: Scalars['ID']['input'];
};


export type MutationSaveDeclineTemplatesArgs = {
  templates: Array<Scalars['String']['input']>;
};


export type MutationSavePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationSendFriendReqArgs = {
  addresseeUserId: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendMessageArgs = {
  attachment?: InputMaybe<MessageAttachmentInput>;
  chatId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
  replyToMessageId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetChatMutedArgs = {
  chatId: Scalars['ID']['input'];
  muted: Scalars['Boolean']['input'];
};


export type MutationSetSquadMeetingArgs = {
  input: SquadMeetingInput;
  postId: Scalars['ID']['input'];
};


export type MutationSetSquadMembersCanEditArgs = {
  allowed: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSetSquadPinArgs = {
  postId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetSquadTaskDoneArgs = {
  done: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
  taskId: Scalars['ID']['input'];
};


export type MutationSuspendMemberArgs = {
  input: SuspendMemberInput;
};


export type MutationUnhideMessageArgs = {
  messageId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationUnhidePostArgs = {
  postId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationUnsavePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUpdateAchievementArgs = {
  achievementId: Scalars['ID']['input'];
  input: AchievementUpdateInput;
};


export type MutationUpdateApplicationStatusArgs = {
  addSeat?: InputMaybe<Scalars['Boolean']['input']>;
  applicationId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  status: Decision;
};


export type MutationUpdateEducationArgs = {
  educationId: Scalars['ID']['input'];
  input: EducationUpdateInput;
};


export type MutationUpdateEventArgs = {
  eventId: Scalars['ID']['input'];
  input: EventInput;
};


export type MutationUpdateExperienceArgs = {
  experienceId: Scalars['ID']['input'];
  input: ExperienceUpdateInput;
};


export type MutationUpdateNotificationSettingArgs = {
  kind: NotificationKind;
  level: NotificationLevel;
};


export type MutationUpdatePostArgs = {
  input: PostInput;
  postId: Scalars['ID']['input'];
};


export type MutationUpdateProjectArgs = {
  input: ProjectUpdateInput;
  projectId: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


export type MutationUpdateUserSkillArgs = {
  input: UserSkillUpdateInput;
  userSkillId: Scalars['ID']['input'];
};

/** What a member chooses how to hear about; each activity type belongs to one kind. */
export type NotificationKind =
  /** Someone applied to the viewer's post. */
  | 'applications'
  /** The viewer's connection requests were accepted. */
  | 'connections'
  /** The viewer's applications were accepted or rejected. */
  | 'decisions'
  /** Events the viewer takes part in: proposed teams and the organiser's announcements. */
  | 'events'
  /** New open posts matching the viewer's skills and interests. */
  | 'matching_posts'
  /** Messages left unread for 15 minutes while the viewer is offline. */
  | 'messages'
  /** The viewer's squads: removed, a new member joined. */
  | 'squads';

export type NotificationLevel =
  /** In the app and in the daily digest e-mail. */
  | 'digest'
  /** In the app only: the feed and the bell. */
  | 'in_app'
  /** In the app and by e-mail at once (a burst within a minute makes one mail). */
  | 'instant'
  /** Nothing: not in the feed and not mailed. */
  | 'off';

export type NotificationSetting = {
  __typename?: 'NotificationSetting';
  kind: NotificationKind;
  level: NotificationLevel;
};

/** `skills` are OR-ed; `title` is a single value (the first chosen title). Case-insensitive. */
export type PeopleFilterInput = {
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A member as shown on a person card. */
export type Person = {
  __typename?: 'Person';
  _id: Scalars['ID']['output'];
  bio?: Maybe<Scalars['String']['output']>;
  /** The viewer's chat with this member, when connected. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  first_name: Scalars['String']['output'];
  /** The viewer's connection to this member. */
  is_connection: ConnectionStatus;
  /** The member has the app open now; false when they hide their presence (show_online off). */
  is_online: Scalars['Boolean']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  location_id?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  /** Top skills first, then by order; the card shows 4 plus '+N more'. */
  top_skills: Array<UserSkill>;
};

export type Post = {
  __typename?: 'Post';
  _id: Scalars['ID']['output'];
  /** Whether the post takes applications now: open, and its deadline (if any) not passed. */
  accepting_applications: Scalars['Boolean']['output'];
  applications_count: Scalars['Int']['output'];
  /** The application deadline (ISO 8601): applying closes by itself then. */
  apply_by?: Maybe<Scalars['String']['output']>;
  /** Recruitment closes by itself when every seat is filled. */
  auto_close: Scalars['Boolean']['output'];
  /** Detail: the viewer's chat with the creator, when connected. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  ends_on?: Maybe<Scalars['String']['output']>;
  /** beginner | intermediate | advanced | any */
  experience_level?: Maybe<Scalars['String']['output']>;
  /** Creator's first name, last name and photo. */
  first_name?: Maybe<Scalars['String']['output']>;
  /** Set for the post's owner while an operator hides it (nobody else sees the post then). */
  hidden?: Maybe<Moderation>;
  /** The time commitment asked of a teammate, in hours a week. */
  hours_per_week?: Maybe<Scalars['Int']['output']>;
  /** Whether the viewer is the owner or a member of this post's squad. */
  in_squad: Scalars['Boolean']['output'];
  /** The viewer's application status for this post, or null when they never applied. */
  is_applied?: Maybe<ApplicationStatus>;
  /** Detail: the viewer's connection to the creator. */
  is_connection: ConnectionStatus;
  /** Whether the viewer saved this post. */
  is_saved: Scalars['Boolean']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  /** Free text. */
  location_id?: Maybe<Scalars['String']['output']>;
  /** The viewer's own application to this post, if any. */
  my_application?: Maybe<Application>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The creator's user id. */
  posted_by: Scalars['ID']['output'];
  project_phase?: Maybe<Scalars['String']['output']>;
  project_type?: Maybe<Scalars['String']['output']>;
  requirements: PostRequirements;
  /** Seats per role (one row with role null when the post names no roles). */
  seats: Array<Seat>;
  spots_filled: Scalars['Int']['output'];
  /** Spots the post offers besides its owner, and how many are filled. */
  spots_total: Scalars['Int']['output'];
  /** The squad's first few faces (owner first), for cards. */
  squad_preview: Array<SquadAvatar>;
  /** When the project starts and ends: calendar dates (YYYY-MM-DD), either or both null. */
  starts_on?: Maybe<Scalars['String']['output']>;
  status: PostStatus;
  tech_stack: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  views_count: Scalars['Int']['output'];
  /** What happens to pending applications for a role once its seats are filled. */
  when_role_fills: RoleFillPolicy;
  /** remote | in person | hybrid */
  work_mode?: Maybe<Scalars['String']['output']>;
};

/** Used by create and update alike: update replaces every field (the form sends them all). */
export type PostInput = {
  /** ISO 8601 with an offset; a new deadline must be in the future. */
  apply_by?: InputMaybe<Scalars['String']['input']>;
  /** Close recruitment by itself once every seat is filled (default false). */
  auto_close?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  ends_on?: InputMaybe<Scalars['String']['input']>;
  experience_level?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 80. */
  hours_per_week?: InputMaybe<Scalars['Int']['input']>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  /** Spots when the post names no roles (default 1). */
  open_seats?: InputMaybe<Scalars['Int']['input']>;
  project_phase?: InputMaybe<Scalars['String']['input']>;
  project_type?: InputMaybe<Scalars['String']['input']>;
  requirements?: InputMaybe<PostRequirementsInput>;
  /** Calendar dates (YYYY-MM-DD); the end not before the start. */
  starts_on?: InputMaybe<Scalars['String']['input']>;
  tech_stack?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  /** What happens to pending applications for a role once its seats are filled (default waitlist). */
  when_role_fills?: InputMaybe<RoleFillPolicy>;
  work_mode?: InputMaybe<Scalars['String']['input']>;
};

export type PostRequirements = {
  __typename?: 'PostRequirements';
  desired_roles: Array<Scalars['String']['output']>;
  desired_skills: Array<Scalars['String']['output']>;
  /** Seats per desired role, in the same order. */
  role_seats: Array<Scalars['Int']['output']>;
};

export type PostRequirementsInput = {
  desired_roles?: InputMaybe<Array<Scalars['String']['input']>>;
  desired_skills?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Seats per desired role, in the same order (1 to 6 each; missing entries mean 1). */
  role_seats?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type PostStatus =
  | 'closed'
  | 'open';

/**
 * Each list is OR-ed inside itself (tech_stack: as tech_match says) and AND-ed with the others;
 * matching is case-insensitive. A post of level 'any' matches every experience_level filter.
 */
export type ProjectFilterInput = {
  desired_roles?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The squads of an event not yet ended: posts registered for it, or formed by its rounds. */
  event_id?: InputMaybe<Scalars['ID']['input']>;
  experience_level?: InputMaybe<Array<Scalars['String']['input']>>;
  project_type?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Search words as searchProjects takes them, within the filter's posts (blank: none). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** any (default): a post with at least one of tech_stack; all: a post with every one. */
  tech_match?: InputMaybe<TagMatch>;
  tech_stack?: InputMaybe<Array<Scalars['String']['input']>>;
  work_mode?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ProjectInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  github_url?: InputMaybe<Scalars['String']['input']>;
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  project_url?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['String']['input']>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

export type ProjectUpdateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  end_date?: InputMaybe<Scalars['String']['input']>;
  github_url?: InputMaybe<Scalars['String']['input']>;
  is_current?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  project_url?: InputMaybe<Scalars['String']['input']>;
  start_date?: InputMaybe<Scalars['String']['input']>;
  technologies?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProposalAnswer =
  | 'accepted'
  | 'declined'
  /** A new round ended the place before it was answered. */
  | 'expired'
  | 'pending';

export type ProposalResponse = {
  __typename?: 'ProposalResponse';
  answer: ProposalAnswer;
  proposal_id: Scalars['ID']['output'];
  /** The squad the viewer joined (null until their team forms). */
  squad_id?: Maybe<Scalars['ID']['output']>;
};

export type ProposalStatus =
  | 'dissolved'
  | 'formed'
  | 'open';

/** A member proposed into a team, with their answer. */
export type ProposedMember = {
  __typename?: 'ProposedMember';
  answer: ProposalAnswer;
  first_name?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The needed role they cover in the team. */
  role?: Maybe<Scalars['String']['output']>;
  user_id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Operator. The audit log, newest first. */
  adminAuditLog: Array<ModerationAction>;
  /** Operator. How many reports are open (the admin link's badge). */
  adminOpenReportCount: Scalars['Int']['output'];
  /** Operator. One report with its content in context. */
  adminReport: AdminReport;
  /** Operator. Reports, newest first, by status and optionally by kind of subject. */
  adminReports: Array<AdminReport>;
  /** Member. The viewer's relation to `addresseeUserId`; status none when there is no row. */
  checkConnectionStatus: ConnectionState;
  /** Member. The reasons the viewer saved for declining applicants, in their order. */
  declineTemplates: Array<Scalars['String']['output']>;
  /** The event's proposals, latest round first: the organiser only. */
  eventProposals: Array<EventProposal>;
  /** Everyone registered, in registration order: the organiser only. */
  eventRegistrations: Array<EventRegistrant>;
  /** The teams proposed and formed, as CSV (one row per member): the organiser only. */
  eventTeamsCsv: Scalars['String']['output'];
  /** Public. A member's achievements (the viewer's when userId is omitted; a signed-out visitor names the member, as loadUserById). */
  getAchievementsByUser: Array<Achievement>;
  /** Member. The viewer's activity feed, newest first, grouped. */
  getActivity: Array<ActivityGroup>;
  /** Member. The viewer's applications, newest first. */
  getApplicationsByUser: Array<ApplicationWithPost>;
  /** Member. The viewer's chats, most recent message first. */
  getChatListForUser: Array<ChatListItem>;
  /** Public. A member's education (the viewer's when userId is omitted; a signed-out visitor names the member, as loadUserById). */
  getEducationByUser: Array<Education>;
  /** Public. A member's experience (the viewer's when userId is omitted; a signed-out visitor names the member, as loadUserById). */
  getExperienceByUser: Array<Experience>;
  /**
   * Chat participant only. Page 1 holds the newest `limit` messages; each page is ordered oldest
   * first, so an older page is prepended to what the client already shows.
   */
  getMessagesForChat: Array<Message>;
  /** Member. The squads the viewer owns or belongs to, most recent chat activity first. */
  getMySquads: Array<Squad>;
  /** Member. The viewer's level for every kind, defaults included, in a fixed order. */
  getNotificationSettings: Array<NotificationSetting>;
  /**
   * Member. A short-lived URL to PUT one image (JPEG, PNG, WebP or GIF, up to 10 MB), or a PDF in
   * the folders for files (squad-files, chat-files). `folder` is a known folder name
   * (profile-picture, squad-files, chat-files); BAD_USER_INPUT otherwise.
   */
  getPresignedUrl: UploadTarget;
  /** Public. A member's projects (the viewer's when userId is omitted; a signed-out visitor names the member, as loadUserById). */
  getProjectsByUser: Array<UserProject>;
  /** Member. The viewer's saved posts, most recently saved first. */
  getSavedPosts: Array<Post>;
  /** Public. A member's skills (the viewer's when userId is omitted; a signed-out visitor names the member, as loadUserById). */
  getSkillsByUser: Array<UserSkill>;
  /** Member. How many activity items the viewer has not read. */
  getUnreadActivityCount: Scalars['Int']['output'];
  /** Member. Unread counts for the viewer's chats that have unread messages. */
  getUnreadCountForChats: Array<UnreadCount>;
  /**
   * Post owner only. The post's applicants grouped by status: pending first (the waitlist after the
   * others), then accepted, then declined; within a group as `order` says.
   */
  loadApplicationsByPostId: Array<Application>;
  /**
   * Member. Open posts taking applications, by others, whose skills overlap the viewer's skills,
   * best match first.
   */
  loadByRecommendation: Array<RecommendedPost>;
  /** Member. A member's accepted connections. */
  loadConnectionsList: Array<Connection>;
  /** An event's public page (signed out too). */
  loadEvent: Event;
  /** Member. Pending requests addressed to the viewer, newest first (other = the requester). */
  loadPendingFriendRequests: Array<Connection>;
  /** Member. Members with a first name (the viewer too), newest first. */
  loadPeople: Array<Person>;
  /** Member. Members matching the filter (the viewer too). */
  loadPeopleByFilter: Array<Person>;
  /** Member. One member's card; NOT_FOUND when missing. */
  loadPersonById: Person;
  /**
   * Member. Open posts taking applications matching the filter, newest first; with filter.search, the posts matching
   * both, in searchProjects' order (title matches first, then the others, each newest first).
   */
  loadPostByFilter: Array<Post>;
  /**
   * Public. One post with its detail fields; NOT_FOUND when missing. A signed-out visitor reads open
   * posts only, with no flag of their own (not saved, not applied, no connection).
   */
  loadPostById: Post;
  /**
   * Member. Open posts taking applications (before their deadline), newest first. exclude: posts shown elsewhere on the screen (Discover's
   * recommendations), left out of every page; at most 50 ids. excludeRecommended: n also leaves out the posts
   * loadByRecommendation(page: 1, limit: n) answers, so the list can be asked for beside the recommendations instead
   * of after them (0 to 50).
   */
  loadPosts: Array<Post>;
  /** Member. A member's posts (open and closed when it is the viewer's own, otherwise open only). */
  loadPostsByUserId: Array<Post>;
  /** Member. Pending requests the viewer sent, newest first (other = the addressee). */
  loadSentFriendRequests: Array<Connection>;
  /** Squad member or owner only (NOT_FOUND for everyone else, as for an unknown id). */
  loadSquad: Squad;
  /**
   * Public. Another member's profile header, or one's own when `userId` is omitted. A signed-out
   * visitor must name the member, and gets NOT_FOUND for a members-only profile
   * (members_only_profile), like an unknown one; they never see an e-mail address or presence.
   */
  loadUserById: User;
  /** Events the viewer organises or is registered for, those not ended first, soonest first. */
  myEvents: Array<Event>;
  /** Member. The viewer's applications whose post title matches `search`. */
  searchMyApplications: Array<ApplicationWithPost>;
  /** Member. Members whose name, title or a skill contains the text (the viewer too). */
  searchPeople: Array<Person>;
  /**
   * Member. Full-text search of the open posts taking applications by title, description, skills,
   * roles and tech.
   */
  searchProjects: Array<Post>;
};


export type QueryAdminAuditLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminReportArgs = {
  reportId: Scalars['ID']['input'];
};


export type QueryAdminReportsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
  subject_type?: InputMaybe<ReportSubjectType>;
};


export type QueryCheckConnectionStatusArgs = {
  addresseeUserId: Scalars['ID']['input'];
};


export type QueryEventProposalsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventRegistrationsArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryEventTeamsCsvArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryGetAchievementsByUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetActivityArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetApplicationsByUserArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetEducationByUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetExperienceByUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetMessagesForChatArgs = {
  chatId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPresignedUrlArgs = {
  fileSize?: InputMaybe<Scalars['Int']['input']>;
  fileType: Scalars['String']['input'];
  folder: Scalars['String']['input'];
};


export type QueryGetProjectsByUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetSavedPostsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetSkillsByUserArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryLoadApplicationsByPostIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<ApplicantOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


export type QueryLoadByRecommendationArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoadConnectionsListArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryLoadEventArgs = {
  eventId: Scalars['ID']['input'];
};


export type QueryLoadPeopleArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoadPeopleByFilterArgs = {
  filter: PeopleFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoadPersonByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLoadPostByFilterArgs = {
  filter: ProjectFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoadPostByIdArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryLoadPostsArgs = {
  exclude?: InputMaybe<Array<Scalars['ID']['input']>>;
  excludeRecommended?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLoadPostsByUserIdArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryLoadSquadArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryLoadUserByIdArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchMyApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QuerySearchPeopleArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QuerySearchProjectsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};

export type ReadReceipt = {
  __typename?: 'ReadReceipt';
  read_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

/** A recommended post and the viewer's skills that matched it (why it is recommended). */
export type RecommendedPost = {
  __typename?: 'RecommendedPost';
  matched_skills: Array<Scalars['String']['output']>;
  post: Post;
};

export type Report = {
  __typename?: 'Report';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  details?: Maybe<Scalars['String']['output']>;
  reason: ReportReason;
  subject_id: Scalars['ID']['output'];
  subject_type: ReportSubjectType;
};

export type ReportInput = {
  /** Optional details, at most 1,000 characters. */
  details?: InputMaybe<Scalars['String']['input']>;
  reason: ReportReason;
  /** The post, member or message reported; one the reporter can see (NOT_FOUND otherwise). */
  subject_id: Scalars['ID']['input'];
  subject_type: ReportSubjectType;
};

export type ReportReason =
  | 'harassment'
  | 'inappropriate'
  | 'other'
  | 'scam'
  | 'spam';

export type ReportStatus =
  | 'open'
  | 'resolved';

export type ReportSubjectType =
  | 'message'
  | 'post'
  | 'user';

/**
 * What a post does with the pending applications for a role once its last seat is taken: keep them
 * on a waitlist (they leave it when a seat frees), or decline them with a kind, automatic note.
 */
export type RoleFillPolicy =
  | 'decline'
  | 'waitlist';

/** A post's seats for one role. role is null when the post names no roles (any applicant fits). */
export type Seat = {
  __typename?: 'Seat';
  filled: Scalars['Int']['output'];
  role?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** How an applicant's skills meet what a post asks for (its tech stack and required skills). */
export type SkillMatch = {
  __typename?: 'SkillMatch';
  /** The applicant's skills the post asks for, in the order of their profile. */
  matched: Array<Scalars['String']['output']>;
  /** How many different skills the post asks for. */
  wanted: Scalars['Int']['output'];
};

/** A skill's proficiency, stored lowercase (the UI shows Beginner, Intermediate, Advanced, Expert). */
export type SkillProficiency =
  | 'advanced'
  | 'beginner'
  | 'expert'
  | 'intermediate';

export type Squad = {
  __typename?: 'Squad';
  /** The post's id. */
  _id: Scalars['ID']['output'];
  /** The squad's group chat. */
  chat_id: Scalars['ID']['output'];
  /** When the squad formed (its first member joined). */
  created_at: Scalars['String']['output'];
  /** Whether the viewer owns the post. */
  is_owner: Scalars['Boolean']['output'];
  /** Owner first, then members in the order they joined. */
  members: Array<SquadMember>;
  post: Post;
  seats: Array<Seat>;
  spots_filled: Scalars['Int']['output'];
  spots_total: Scalars['Int']['output'];
  /** Unread messages in the squad chat for the viewer. */
  unread_count: Scalars['Int']['output'];
  workspace: SquadWorkspace;
};

/** A face on a post card or a squad chat row. */
export type SquadAvatar = {
  __typename?: 'SquadAvatar';
  first_name?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  user_id: Scalars['ID']['output'];
};

export type SquadExit =
  | 'left'
  | 'removed';

/** A file shared with the squad (uploaded through getPresignedUrl, folder squad-files). */
export type SquadFile = {
  __typename?: 'SquadFile';
  _id: Scalars['ID']['output'];
  added_by: SquadAvatar;
  content_type: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** One change to the workspace, as its history shows it. */
export type SquadHistoryEntry = {
  __typename?: 'SquadHistoryEntry';
  _id: Scalars['ID']['output'];
  actor?: Maybe<SquadAvatar>;
  created_at: Scalars['String']['output'];
  /** What changed, e.g. 'pinned an announcement', 'ticked Design the logo'. */
  summary: Scalars['String']['output'];
};

/** A link the squad keeps (repository, design, call, docs). */
export type SquadLink = {
  __typename?: 'SquadLink';
  _id: Scalars['ID']['output'];
  added_by: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SquadMeetingInput = {
  /** ISO 8601 with an offset; null or blank clears the meeting. */
  at?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
};

export type SquadMember = {
  __typename?: 'SquadMember';
  /** The viewer's one-to-one chat with this member, when connected. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  /** The viewer's connection to this member (NONE for the viewer themself). */
  is_connection: ConnectionStatus;
  is_owner: Scalars['Boolean']['output'];
  joined_at: Scalars['String']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The role they hold: null for the owner, and for members of a post without roles. */
  role?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  user_id: Scalars['ID']['output'];
};

export type SquadPin = {
  __typename?: 'SquadPin';
  at: Scalars['String']['output'];
  by?: Maybe<SquadAvatar>;
  text: Scalars['String']['output'];
};

export type SquadRegistrationInput = {
  level: SkillProficiency;
  open_seats: Scalars['Int']['input'];
  utc_offset_minutes: Scalars['Int']['input'];
};

/** A task on the squad's checklist, in the squad's order. */
export type SquadTask = {
  __typename?: 'SquadTask';
  _id: Scalars['ID']['output'];
  /** The member it is assigned to, or null. */
  assignee?: Maybe<SquadAvatar>;
  created_at: Scalars['String']['output'];
  created_by: Scalars['ID']['output'];
  done: Scalars['Boolean']['output'];
  done_at?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** What a squad keeps beside its chat (docs/decisions/0054). */
export type SquadWorkspace = {
  __typename?: 'SquadWorkspace';
  /** Whether the viewer may edit the pin, the links and the meeting. */
  can_edit: Scalars['Boolean']['output'];
  files: Array<SquadFile>;
  /** The newest changes first (at most 30). */
  history: Array<SquadHistoryEntry>;
  links: Array<SquadLink>;
  /** The next meeting (ISO 8601): each member reads it in their own time zone. */
  meeting_at?: Maybe<Scalars['String']['output']>;
  meeting_note?: Maybe<Scalars['String']['output']>;
  /** The owner lets members edit the pin, the links and the meeting (members always keep tasks and files). */
  members_can_edit: Scalars['Boolean']['output'];
  pinned?: Maybe<SquadPin>;
  tasks: Array<SquadTask>;
};

export type SuspendMemberInput = {
  /** Days from now (1 to ADMIN_LIMITS.suspensionDaysMax); omitted for good. */
  days?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  /** The report this answers, if any: it is resolved with the action. */
  reportId?: InputMaybe<Scalars['ID']['input']>;
  userId: Scalars['ID']['input'];
};

/** A member's current suspension. `until` is null for a suspension for good. */
export type Suspension = {
  __typename?: 'Suspension';
  reason: Scalars['String']['output'];
  since: Scalars['String']['output'];
  until?: Maybe<Scalars['String']['output']>;
};

/** How a filter's tags match a post: any one of them, or all of them. */
export type TagMatch =
  | 'all'
  | 'any';

/** Why the last round left a registrant alone. */
export type UnplacedReason =
  | 'kept_apart'
  | 'role_not_needed'
  | 'teams_full'
  | 'time_zone_far'
  | 'too_few_registrants';

export type UnreadCount = {
  __typename?: 'UnreadCount';
  chat_id: Scalars['ID']['output'];
  unread_count: Scalars['Int']['output'];
};

/** Fields left out are unchanged. `photo: null` removes the photo; `links` replaces the whole list. */
export type UpdateUserInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  /** True: accepted connections see the member's e-mail address. */
  email_to_connections?: InputMaybe<Scalars['Boolean']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  links?: InputMaybe<Array<LinkInput>>;
  location_id?: InputMaybe<Scalars['String']['input']>;
  /** Project types (PROJECT_TYPES), each at most once; replaces the list. */
  looking_for?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: signed-out visitors cannot read the profile. */
  members_only_profile?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who may write to the member in a direct chat besides their connections. */
  message_from?: InputMaybe<MessageFrom>;
  photo?: InputMaybe<Scalars['String']['input']>;
  show_online?: InputMaybe<Scalars['Boolean']['input']>;
  /** False: nobody learns when the member read a chat, and they see nobody's read receipts. */
  show_read_receipts?: InputMaybe<Scalars['Boolean']['input']>;
  /** False: nobody sees the member typing, and they see nobody typing. */
  show_typing?: InputMaybe<Scalars['Boolean']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type UploadTarget = {
  __typename?: 'UploadTarget';
  file_url: Scalars['String']['output'];
  upload_url: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  bio?: Maybe<Scalars['String']['output']>;
  /** The chat with this member, when the connection is accepted. */
  chat_id?: Maybe<Scalars['ID']['output']>;
  connections_count: Scalars['Int']['output'];
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The member's choice (Settings) to show their e-mail to accepted connections; false on anyone else's record. */
  email_to_connections: Scalars['Boolean']['output'];
  first_name: Scalars['String']['output'];
  /** Whether the member signs in with a password (Settings asks for it); false on anyone else's record. */
  has_password: Scalars['Boolean']['output'];
  /** The viewer's connection to this member (`none` on one's own profile). */
  is_connection: ConnectionStatus;
  /** False to others when the member hides their presence (show_online false); their own value to themself. */
  is_online: Scalars['Boolean']['output'];
  /** True only on the viewer's own record, when they are an operator (the Admin area); false to others. */
  is_operator: Scalars['Boolean']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  /** Null to others when the member hides their presence. */
  last_seen?: Maybe<Scalars['String']['output']>;
  links: Array<Link>;
  location_id?: Maybe<Scalars['String']['output']>;
  /** What the member is looking for: project types (PROJECT_TYPES), set at onboarding or on the profile. */
  looking_for: Array<Scalars['String']['output']>;
  /** The member's choice (Settings) to show their profile to signed-in members only (false: anyone with the link). */
  members_only_profile: Scalars['Boolean']['output'];
  /** The member's choice (Settings) of who may write to them besides their connections; null on anyone else's record. */
  message_from?: Maybe<MessageFrom>;
  photo?: Maybe<Scalars['String']['output']>;
  /** The member's choice (Settings) to show others when they are online. */
  show_online: Scalars['Boolean']['output'];
  /** The member's choice (Settings) to tell others when they read a chat, and see others'; false on anyone else's record. */
  show_read_receipts: Scalars['Boolean']['output'];
  /** The member's choice (Settings) to show others when they type in a chat, and see others'; false on anyone else's record. */
  show_typing: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

export type UserProject = {
  __typename?: 'UserProject';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  end_date?: Maybe<Scalars['String']['output']>;
  github_url?: Maybe<Scalars['String']['output']>;
  is_current: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  project_url?: Maybe<Scalars['String']['output']>;
  start_date?: Maybe<Scalars['String']['output']>;
  technologies?: Maybe<Array<Scalars['String']['output']>>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

export type UserSkill = {
  __typename?: 'UserSkill';
  _id: Scalars['ID']['output'];
  created_at: Scalars['String']['output'];
  is_top: Scalars['Boolean']['output'];
  order: Scalars['Int']['output'];
  proficiency_level: SkillProficiency;
  skill_name: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
  years_experience?: Maybe<Scalars['Float']['output']>;
};

export type UserSkillInput = {
  is_top?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  proficiency_level: SkillProficiency;
  skill_name: Scalars['String']['input'];
  years_experience?: InputMaybe<Scalars['Float']['input']>;
};

export type UserSkillUpdateInput = {
  is_top?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  proficiency_level?: InputMaybe<SkillProficiency>;
  skill_name?: InputMaybe<Scalars['String']['input']>;
  years_experience?: InputMaybe<Scalars['Float']['input']>;
};
