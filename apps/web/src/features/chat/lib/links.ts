import LinkifyIt from 'linkify-it';

// Links in a message are links, and nothing is fetched for them
// (docs/decisions/0079-links-without-previews.md): found by linkify-it (schemes, bare domains with
// a known top-level domain, trailing punctuation left out), opened in a new tab, and only for web
// and mail addresses.

const linkify = new LinkifyIt();

/** Addresses a message may link to: the web and e-mail, never javascript:, data: or a file. */
const SAFE_HREF = /^(https?:|mailto:)/i;

export type LinkPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `text` cut into plain text and the web and e-mail addresses in it. */
export function linkParts(text: string): LinkPart[] {
  const parts: LinkPart[] = [];
  let from = 0;
  for (const match of linkify.match(text) ?? []) {
    if (!SAFE_HREF.test(match.url)) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', text: match.raw, href: match.url });
    from = match.lastIndex;
  }
  if (from < text.length || parts.length === 0)
    parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
