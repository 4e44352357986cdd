import type { CSSProperties } from 'react';
import { HEADLINE_WORD_DELAY_MS } from '@/lib/constants';
import { cn } from '@/lib/cn';

interface AnimatedHeadlineProps {
  text: string;
  id?: string;
  /** Words from this index on get the gradient accent. */
  accentFrom?: number;
  className?: string;
}

/** Total time until the last word has started to appear, for timing what follows the headline. */
export function headlineRevealMs(text: string): number {
  return (text.split(/\s+/).filter(Boolean).length - 1) * HEADLINE_WORD_DELAY_MS;
}

/**
 * The landing headline, its words revealed one by one 100 ms apart. Pure CSS: each word's
 * animation is delayed by index × 100 ms, and reduced-motion users get the whole line at once (index.css).
 */
export function AnimatedHeadline({ text, id, accentFrom, className }: AnimatedHeadlineProps) {
  const words = text.split(/\s+/).filter(Boolean);
  return (
    // Split-word markup can read as "Buildyourdreamsquad" to assistive tech; the label gives the sentence.
    <h1 id={id} data-testid="landing-headline" aria-label={text} className={className}>
      <span aria-hidden="true">
        {words.map((word, index) => {
          const style: CSSProperties = { animationDelay: `${index * HEADLINE_WORD_DELAY_MS}ms` };
          const accented = accentFrom !== undefined && index >= accentFrom;
          return (
            <span key={`${word}-${index}`}>
              <span
                data-word={index}
                style={style}
                className={cn(
                  'inline-block animate-word-in',
                  accented &&
                    'bg-gradient-to-r from-primary via-[color-mix(in_oklch,var(--primary)_55%,var(--accent))] to-accent bg-clip-text pb-[0.08em] text-transparent',
                )}
              >
                {word}
              </span>
              {index < words.length - 1 ? ' ' : null}
            </span>
          );
        })}
      </span>
    </h1>
  );
}
