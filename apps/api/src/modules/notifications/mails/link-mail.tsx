/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';
import { MailLayout } from './layout.js';
import type { RenderedMail } from './mail-types.js';
import { Paragraph } from './parts.js';
import { renderMail } from './render-mail.js';
import { partStyles as s } from './styles.js';

export interface LinkMailInput {
  firstName: string;
  subject: string;
  /** Why the mail came and what the link does (one or two sentences, one per line). */
  intro: string[];
  button: string;
  link: string;
  /** What to do if it was not you. */
  outro: string;
  /** The footer's why. */
  reason: string;
}

/**
 * A mail whose point is one link (password reset, address verification): a button in HTML and
 * the raw link under it for clients that break buttons; the text part has the link alone.
 */
export function linkMail({
  firstName,
  subject,
  intro,
  button,
  link,
  outro,
  reason,
}: LinkMailInput): Promise<RenderedMail> {
  return renderMail(
    subject,
    <MailLayout preview={intro[0] ?? subject} firstName={firstName} reason={reason}>
      <Paragraph>
        {intro.map((sentence, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {sentence}
          </Fragment>
        ))}
      </Paragraph>
      {/* The raw link below is the text part's copy of it; the button would repeat it. */}
      <Section style={s.buttonRow} data-skip-in-text>
        <Button href={link} style={s.button}>
          {button}
        </Button>
      </Section>
      <Text style={s.rawLink}>
        <Link href={link} style={{ color: 'inherit' }}>
          {link}
        </Link>
      </Text>
      <Paragraph>{outro}</Paragraph>
    </MailLayout>,
  );
}
