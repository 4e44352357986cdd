import { cn } from '@/lib/cn';
import { linkParts } from '../lib/links';

/**
 * Text with its web and e-mail addresses as links, each opening in a new tab without telling the
 * site where it came from (docs/decisions/0079-links-without-previews.md).
 */
export function LinkedText({ text, own }: { text: string; own: boolean }) {
  return linkParts(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className={cn(
          'break-all underline underline-offset-2 focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          own ? 'decoration-primary-foreground/70' : 'text-primary-soft-foreground',
        )}
      >
        {part.text}
      </a>
    ),
  );
}
