/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section } from '@react-email/components';
import { counted } from './format.js';
import { MailLayout } from './layout.js';
import type { MailFooter, RenderedMail } from './mail-types.js';
import { ActionButton, Paragraph } from './parts.js';
import { renderMail } from './render-mail.js';
import { partStyles as s } from './styles.js';

export interface UnreadChat {
  /** The other member's name, or the squad chat's title. */
  name: string;
  unread: number;
  url: string;
}

export interface UnreadMessagesMailInput extends MailFooter {
  firstName: string;
  chats: UnreadChat[];
  total: number;
  chatUrl: string;
}

/**
 * Messages left unread while the member was away. It names the conversations and counts, never
 * what was said: a message stays between its members, not in a mailbox.
 */
export function unreadMessagesMail(input: UnreadMessagesMailInput): Promise<RenderedMail> {
  const { firstName, chats, total, chatUrl, ...footer } = input;
  const unread = counted(total, 'unread message', 'unread messages');
  const subject = `You have ${unread} on Squadup`;
  return renderMail(
    subject,
    <MailLayout
      preview={subject}
      firstName={firstName}
      reason="You get this mail because messages stayed unread for a while when you were not on Squadup. Mails never quote messages."
      footer={footer}
    >
      <Paragraph>{`You have ${unread} waiting for you:`}</Paragraph>
      {chats.map((chat, index) => (
        <Section key={index} style={s.item} data-item>
          <Link href={chat.url} style={s.itemLink}>
            {`${chat.name} (${chat.unread})`}
          </Link>
        </Section>
      ))}
      <ActionButton href={chatUrl}>Open your messages</ActionButton>
    </MailLayout>,
  );
}
