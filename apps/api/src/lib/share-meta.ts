/**
 * What a shared link unfurls as in chat apps and search results (Open Graph and the description
 * meta), for the public pages a signed-out visitor may read (docs/decisions/0051). Built by the
 * module that owns the page; http/spa.ts writes it into the page's HTML.
 */
export interface ShareMeta {
  title: string;
  description: string;
  /** Open Graph type: a post is an article, a member's page a profile. */
  type: 'article' | 'profile';
  /** An image URL, absolute or site-relative (the page's photo), when there is one. */
  image?: string | null;
  /** Ask search engines not to index the page (it stays readable from its link). */
  noindex?: boolean;
}

/** The longest description written: previews cut around 200 characters anyway. */
export const SHARE_DESCRIPTION_MAX = 200;

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function oneLine(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The non-empty parts joined with " · ". */
export const joinParts = (parts: readonly (string | null | undefined)[]): string =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');
