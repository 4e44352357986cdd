/** @jsxRuntime automatic @jsxImportSource react */
import { MailLayout } from './layout.js';
import type { MailFooter, MailLine, RenderedMail } from './mail-types.js';
import { ActionButton, ActivityLines, MoreLink, Paragraph } from './parts.js';
import { renderMail } from './render-mail.js';

export interface ActivityMailInput extends MailFooter {
  firstName: string;
  /** Newest first, at most MAIL_SCHEDULE.itemsPerMailMax. */
  lines: MailLine[];
  /** Lines left out of this mail; they are in the feed. */
  moreCount: number;
  feedUrl: string;
}

/** The "at once" mail: what happened since the last one (a burst of items makes one mail). */
export function activityMail(input: ActivityMailInput): Promise<RenderedMail> {
  const { firstName, lines, moreCount, feedUrl, ...footer } = input;
  const only = lines.length === 1 && moreCount === 0 ? lines[0] : undefined;
  const subject = only ? only.sentence : `${lines.length + moreCount} updates on Squadup`;
  return renderMail(
    subject,
    <MailLayout
      preview={lines[0]?.sentence ?? subject}
      firstName={firstName}
      reason="You get this mail because your notification settings send these updates by e-mail as they happen."
      footer={footer}
    >
      <Paragraph>Here is what happened on Squadup:</Paragraph>
      <ActivityLines lines={lines} />
      {moreCount > 0 ? <MoreLink href={feedUrl}>{`and ${moreCount} more`}</MoreLink> : null}
      <ActionButton href={feedUrl}>Open your notifications</ActionButton>
    </MailLayout>,
  );
}
