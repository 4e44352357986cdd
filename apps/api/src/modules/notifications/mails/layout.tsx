/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { greetingName } from './format.js';
import type { MailFooter } from './mail-types.js';
import { layoutStyles as s } from './styles.js';

interface MailLayoutProps {
  /** The line an inbox shows after the subject. */
  preview: string;
  firstName: string;
  /** Why this mail came, e.g. "You get this mail because ...". */
  reason: string;
  /** Settings and unsubscribe links; the auth mails have none (they cannot be turned off). */
  footer?: MailFooter;
  children: ReactNode;
}

/** Every Squadup mail: the brand, "Hi Ana,", the body, the sign-off, and why it came. */
export function MailLayout({ preview, firstName, reason, footer, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Light only: the palette is not built for clients that invert colours. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          {/* The text part starts at the greeting, as a person would write it. */}
          <Text style={s.brand} data-skip-in-text>
            Squadup
          </Text>
          <Section style={s.card}>
            <Text style={s.greeting}>{`Hi ${greetingName(firstName)},`}</Text>
            {children}
            <Text style={s.signOff}>— Squadup</Text>
          </Section>
          <Section style={s.footer}>
            <Text style={s.footerText}>{reason}</Text>
            {footer ? (
              <Text style={s.footerText}>
                <Link href={footer.settingsUrl} style={s.footerLink}>
                  Notification settings
                </Link>
                <span data-skip-in-text> · </span>
                <Link href={footer.unsubscribeUrl} style={s.footerLink}>
                  {footer.unsubscribeLabel}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
