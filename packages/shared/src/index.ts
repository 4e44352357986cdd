// Public surface of @squadup/shared: what the API and the web app both import.
export { typeDefs } from './generated/typeDefs.js';
// Schema types from codegen, namespaced so they never clash with the const-derived unions below.
export type * as GQL from './generated/graphql.js';
export * from './limits.js';
export * from './enums.js';
export * from './errors.js';
export * from './realtime.js';
export * from './validation/index.js';
export * from './auth.js';
export { activitySentence, type ActivitySentenceInput } from './activity-sentence.js';
export { WEB_OPERATION_NAMES } from './generated/operation-names.js';
export { calendarDate, calendarDateParts, dateRange } from './calendar-dates.js';
export { applicationsOpen, deadlineAhead } from './post-deadline.js';
export { teamSizeText } from './event-texts.js';
export { displayName, UNNAMED_MEMBER, type NamedMember } from './member-name.js';
export {
  findMentions,
  mentionHandle,
  mentionedMembers,
  type FoundMention,
  type MentionableMember,
} from './mentions.js';
export {
  isSeatFilled,
  openSeatsText,
  seatCountText,
  seatsFilledText,
  spotsFilledText,
  type SeatCount,
} from './seats.js';
