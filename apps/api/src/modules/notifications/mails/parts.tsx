/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { mailDate } from './format.js';
import type { MailLine, MatchingPostLine } from './mail-types.js';
import { partStyles as s } from './styles.js';

// The pieces the mails are made of, so each mail file only says what it tells.

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={s.paragraph}>{children}</Text>;
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={s.sectionTitle}>
      {children}
    </Heading>
  );
}

/** The mail's main action as a button; the text part gets its label and URL. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={s.buttonRow}>
      <Button href={href} style={s.button}>
        {children}
      </Button>
    </Section>
  );
}

/** One line per activity item: when, then what (a link to it). */
export function ActivityLines({ lines }: { lines: MailLine[] }) {
  return lines.map((line, index) => (
    <Section key={index} style={s.item} data-item>
      <Text style={s.itemMeta} data-line>
        {mailDate(line.at)}
      </Text>
      <Link href={line.url} style={s.itemLink}>
        {line.sentence}
      </Link>
    </Section>
  ));
}

/** Matching posts: the title (a link), its type and owner, and why it matches as chips. */
export function MatchingPosts({ posts }: { posts: MatchingPostLine[] }) {
  return posts.map((post, index) => (
    <Section key={index} style={s.item} data-item>
      <Link href={post.url} style={s.itemLink}>
        {post.title}
      </Link>
      <Text style={s.itemMeta} data-line>
        {`${post.type} · by ${post.ownerName}`}
      </Text>
      {post.reasons.length > 0 ? (
        <Text style={s.chips} data-text={`Matches: ${post.reasons.join(', ')}`}>
          {post.reasons.map((reason, i) => (
            <span key={i} style={s.chip}>
              {reason}
            </span>
          ))}
        </Text>
      ) : null}
    </Section>
  ));
}

/** The closing row of a list: "and 4 more" or "Discover more posts", a link to the full list. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={s.moreRow}>
      <Link href={href} style={s.moreLink}>
        {children}
      </Link>
    </Text>
  );
}
