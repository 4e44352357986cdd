import { FileText } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../lib/messages';

type Attachment = NonNullable<ChatMessage['attachment']>;

/**
 * A file sent with a message (decision 0085): an image as a preview that opens the full picture,
 * anything else (a PDF) as a card with its name that downloads it.
 */
export function MessageAttachment({
  attachment,
  own,
  captioned = false,
}: {
  attachment: Attachment;
  own: boolean;
  /** Words follow it in the bubble: a little room between them. */
  captioned?: boolean;
}) {
  if (attachment.is_image) {
    return (
      <a
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'block overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          captioned && 'mb-1.5',
        )}
      >
        <img
          src={attachment.url}
          alt={attachment.name}
          loading="lazy"
          data-testid="attachment-preview"
          className="max-h-64 w-auto max-w-full bg-background/40 object-contain"
        />
      </a>
    );
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      data-testid="attachment-file"
      className={cn(
        'flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        captioned && 'mb-1.5',
        own
          ? 'bg-primary-foreground/15 hover:bg-primary-foreground/25'
          : 'bg-card hover:bg-card/70',
      )}
    >
      <FileText aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{attachment.name}</span>
        <span className={cn('block text-xs', own ? 'opacity-80' : 'text-muted-foreground')}>
          PDF · Download
        </span>
      </span>
    </a>
  );
}
