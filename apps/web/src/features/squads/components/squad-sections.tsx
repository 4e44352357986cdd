import { useRef, useState, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { ClipboardList, MessagesSquare, UsersRound } from 'lucide-react';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { cn } from '@/lib/cn';

type Section = 'workspace' | 'chat' | 'members';

const SECTIONS: { value: Section; label: string; icon: typeof ClipboardList }[] = [
  { value: 'workspace', label: 'Workspace', icon: ClipboardList },
  { value: 'chat', label: 'Chat', icon: MessagesSquare },
  { value: 'members', label: 'Members', icon: UsersRound },
];

/** Tailwind's lg: two columns from here up, tabs below. */
const WIDE = '(min-width: 1024px)';

interface SquadSectionsProps {
  header: ReactNode;
  workspace: ReactNode;
  chat: ReactNode;
  members: ReactNode;
}

const panelClasses = 'min-w-0 focus-visible:outline-none data-[state=inactive]:hidden';

/**
 * The squad page's parts. Wide: the header, workspace and members in one column, the chat beside
 * them (sticky, scrolling inside). Narrow: tabs under the header (Workspace, Chat, Members), so the
 * chat is one tap away rather than a long scroll down. Every part stays mounted either way: the
 * chat keeps its place and its live room while another tab is shown, and a resize never reloads it.
 */
export function SquadSections({ header, workspace, chat, members }: SquadSectionsProps) {
  const wide = useMediaQuery(WIDE);
  const [section, setSection] = useState<Section>('workspace');
  const rootRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (value: string) => {
    setSection(value as Section);
    // The chosen part starts right under the tabs, stuck under the top bar, so the chat fills the
    // screen below them (the header scrolls out of view; it is one scroll up).
    const [root, header, list] = [rootRef.current, headerRef.current, listRef.current];
    if (!root || !header || !list) return;
    const stuckAt = Number.parseFloat(getComputedStyle(list).top) || 0;
    const gap = Number.parseFloat(getComputedStyle(root).rowGap) || 0;
    const listTop = header.getBoundingClientRect().bottom + window.scrollY + gap;
    window.scrollTo({ top: Math.max(0, listTop - stuckAt) });
  };

  // Wide, every part shows at once: plain regions, not tab panels.
  const panel = (value: Section) => ({
    value,
    forceMount: true as const,
    tabIndex: -1,
    ...(wide ? { role: undefined, 'aria-labelledby': undefined } : {}),
  });

  return (
    <Tabs.Root
      ref={rootRef}
      value={section}
      onValueChange={choose}
      activationMode="manual"
      className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_auto_1fr]"
    >
      <div ref={headerRef} className="min-w-0 lg:col-start-1 lg:row-start-1">
        {header}
      </div>
      <Tabs.List
        ref={listRef}
        aria-label="Squad sections"
        className="sticky top-14 z-30 -mx-1 flex gap-1 rounded-2xl border border-border bg-muted/90 p-1 backdrop-blur-xl md:top-[4.5rem] lg:hidden"
      >
        {SECTIONS.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              'flex flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              value === section
                ? 'bg-card text-foreground shadow-soft dark:bg-secondary'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content
        {...panel('workspace')}
        className={cn(panelClasses, 'lg:col-start-1 lg:row-start-2 lg:data-[state=inactive]:block')}
      >
        {workspace}
      </Tabs.Content>
      <Tabs.Content
        {...panel('chat')}
        className={cn(
          panelClasses,
          // A fixed height, so the log scrolls inside it: under the tabs it fills the screen, beside
          // the workspace it fills the window's height.
          'flex h-[calc(100dvh-12.5rem)] min-h-[22rem] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-soft',
          'lg:sticky lg:top-[6.5rem] lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:h-[calc(100dvh-9.5rem)] lg:data-[state=inactive]:flex',
        )}
      >
        {chat}
      </Tabs.Content>
      <Tabs.Content
        {...panel('members')}
        className={cn(panelClasses, 'lg:col-start-1 lg:row-start-3 lg:data-[state=inactive]:block')}
      >
        {members}
      </Tabs.Content>
    </Tabs.Root>
  );
}
