/** A composed mail: what the mailer needs besides the recipient (lib/mail.ts's MailMessage). */
export interface RenderedMail {
  subject: string;
  html: string;
  /** Plain-text part; every link sits alone on its own line. */
  text: string;
}

/** The footer of a notification mail: where to change settings and the one-click opt-out. */
export interface MailFooter {
  settingsUrl: string;
  unsubscribeUrl: string;
  /** e.g. 'Unsubscribe from e-mails about applications' */
  unsubscribeLabel: string;
}

/** One activity line, its sentence from @squadup/shared's activitySentence. */
export interface MailLine {
  sentence: string;
  url: string;
  at: Date;
}

/** A new open post that matches the member, with why (e.g. the skills it matched). */
export interface MatchingPostLine {
  title: string;
  url: string;
  /** The post's project type, e.g. 'Hackathon'. */
  type: string;
  ownerName: string;
  reasons: string[];
}
