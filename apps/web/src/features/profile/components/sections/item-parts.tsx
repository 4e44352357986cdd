import type { ReactNode } from 'react';

/** The building blocks of a section item: a title, a secondary line, muted facts, a paragraph. */
export function ItemTitle({ children }: { children: ReactNode }) {
  return <p className="text-base font-semibold tracking-tight break-words">{children}</p>;
}

export function ItemSubtitle({ children }: { children: ReactNode }) {
  return <p className="text-sm font-medium break-words text-foreground/80">{children}</p>;
}

/** Small facts separated by dots; empty ones are left out. */
export function ItemFacts({ facts }: { facts: (string | null | undefined | false)[] }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  if (shown.length === 0) return null;
  return <p className="mt-1 text-sm text-muted-foreground">{shown.join(' · ')}</p>;
}

export function ItemDescription({ children }: { children?: string | null }) {
  if (!children) return null;
  return (
    <p className="mt-2 text-sm leading-relaxed whitespace-pre-line break-words text-foreground/85">
      {children}
    </p>
  );
}
