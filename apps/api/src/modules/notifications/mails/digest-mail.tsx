/** @jsxRuntime automatic @jsxImportSource react */
import { counted } from './format.js';
import { MailLayout } from './layout.js';
import type { MailFooter, MailLine, MatchingPostLine, RenderedMail } from './mail-types.js';
import { ActivityLines, MatchingPosts, MoreLink, Paragraph, SectionTitle } from './parts.js';
import { renderMail } from './render-mail.js';

export interface DigestMailInput extends MailFooter {
  firstName: string;
  /** "What happened": the day's activity lines (may be empty). */
  lines: MailLine[];
  moreCount: number;
  feedUrl: string;
  /** "New posts that match you", best first (may be empty). */
  posts: MatchingPostLine[];
  discoverUrl: string;
}

/** "Your Squadup digest: 3 updates, 2 new matching posts" (a part that is zero is left out). */
function digestSubject(updates: number, posts: number): string {
  const parts = [
    updates > 0 ? counted(updates, 'update', 'updates') : '',
    posts > 0 ? counted(posts, 'new matching post', 'new matching posts') : '',
  ].filter(Boolean);
  return parts.length > 0 ? `Your Squadup digest: ${parts.join(', ')}` : 'Your Squadup digest';
}

/** The daily digest: the day's activity and the new open posts that match the member. */
export function digestMail(input: DigestMailInput): Promise<RenderedMail> {
  const { firstName, lines, moreCount, feedUrl, posts, discoverUrl, ...footer } = input;
  const subject = digestSubject(lines.length + moreCount, posts.length);
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      firstName={firstName}
      reason="You get this daily digest because you chose it in your notification settings."
      footer={footer}
    >
      <Paragraph>Here is your day on Squadup.</Paragraph>
      {lines.length > 0 ? (
        <>
          <SectionTitle>What happened</SectionTitle>
          <ActivityLines lines={lines} />
          <MoreLink href={feedUrl}>
            {moreCount > 0 ? `and ${moreCount} more` : 'Open your notifications'}
          </MoreLink>
        </>
      ) : null}
      {posts.length > 0 ? (
        <>
          <SectionTitle>New posts that match you</SectionTitle>
          <MatchingPosts posts={posts} />
          <MoreLink href={discoverUrl}>Discover more posts</MoreLink>
        </>
      ) : null}
    </MailLayout>,
  );
}
