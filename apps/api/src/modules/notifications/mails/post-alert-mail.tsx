/** @jsxRuntime automatic @jsxImportSource react */
import { MailLayout } from './layout.js';
import type { MailFooter, MatchingPostLine, RenderedMail } from './mail-types.js';
import { ActionButton, MatchingPosts, Paragraph } from './parts.js';
import { renderMail } from './render-mail.js';

export interface PostAlertMailInput extends MailFooter {
  firstName: string;
  /** Best first, at most MAIL_SCHEDULE.matchingPostsMax. */
  posts: MatchingPostLine[];
  discoverUrl: string;
}

/** The "at once" alert for new open posts that match the member's skills and interests. */
export function postAlertMail(input: PostAlertMailInput): Promise<RenderedMail> {
  const { firstName, posts, discoverUrl, ...footer } = input;
  const only = posts.length === 1 ? posts[0] : undefined;
  const subject = only
    ? `New post matching your skills: ${only.title}`
    : `${posts.length} new posts match your skills`;
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      firstName={firstName}
      reason="You get this mail because you asked to hear about matching posts as soon as they are posted."
      footer={footer}
    >
      <Paragraph>
        {only
          ? 'A new open post matches your skills and interests:'
          : 'New open posts match your skills and interests:'}
      </Paragraph>
      <MatchingPosts posts={posts} />
      <ActionButton href={discoverUrl}>Discover more posts</ActionButton>
    </MailLayout>,
  );
}
