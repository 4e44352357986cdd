import { Code2, Github, Globe, Linkedin, type LucideIcon } from 'lucide-react';

/** What a profile link points at (the icon follows the URL's host). */
export type LinkKind = 'code-hosting' | 'professional' | 'coding-practice' | 'generic';

const HOSTS: Record<Exclude<LinkKind, 'generic'>, readonly string[]> = {
  'code-hosting': ['github', 'gitlab', 'bitbucket'],
  professional: ['linkedin'],
  'coding-practice': ['leetcode', 'hackerrank', 'codeforces', 'codechef', 'kaggle'],
};

/**
 * The kind of site a link's URL names, by its host's name (github.com, www.gitlab.com and
 * bitbucket.org alike); null when the text is not a valid http(s) URL, so no icon is shown.
 */
export function linkKind(url: string): LinkKind | null {
  let host: string;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    host = parsed.hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.');
  for (const [kind, names] of Object.entries(HOSTS) as [LinkKind, readonly string[]][]) {
    if (names.some((name) => labels.includes(name))) return kind;
  }
  return 'generic';
}

const ICONS: Record<LinkKind, LucideIcon> = {
  'code-hosting': Github,
  professional: Linkedin,
  'coding-practice': Code2,
  generic: Globe,
};

/** The icon for a link, or null for an invalid URL. */
export function linkIcon(url: string): LucideIcon | null {
  const kind = linkKind(url);
  return kind ? ICONS[kind] : null;
}
