// The mails Squadup sends, one React tree each on one layout (react-email): HTML, and the text part
// derived from it. Each function answers { subject, html, text }; the caller adds the recipient.
// Each .tsx names its JSX runtime in a pragma: tsx run from the repo root reads no tsconfig, and
// would otherwise compile JSX to React.createElement with no React in scope.
export { activityMail } from './activity-mail.js';
export { digestMail } from './digest-mail.js';
export { linkMail } from './link-mail.js';
export type { MailFooter, MailLine, MatchingPostLine, RenderedMail } from './mail-types.js';
export { postAlertMail } from './post-alert-mail.js';
export { unreadMessagesMail } from './unread-messages-mail.js';
