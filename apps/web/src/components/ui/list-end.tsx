import type { ReactNode } from 'react';

/** The end marker of an infinitely scrolled list, e.g. 'No more projects.', between two rules. */
export function ListEnd({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-3 py-6 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
      {children}
    </p>
  );
}
