import { useEffect, useRef } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_TABS, type ProfileTab } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { parseTab, TAB_LABELS } from '../lib/sections';
import { AchievementsSection } from './sections/achievements-section';
import { EducationSection } from './sections/education-section';
import { ExperienceSection } from './sections/experience-section';
import { ProjectsSection } from './sections/projects-section';
import { SkillsSection } from './sections/skills-section';
import type { SectionProps } from './sections/section-props';

const SECTIONS: Record<ProfileTab, (props: SectionProps) => React.JSX.Element> = {
  education: EducationSection,
  experience: ExperienceSection,
  projects: ProjectsSection,
  skills: SkillsSection,
  achievements: AchievementsSection,
};

/**
 * The five section tabs on Radix Tabs (arrow keys, Home/End, automatic activation); the active one
 * lives in ?tab= (missing or invalid → education).
 */
export function ProfileTabs(props: SectionProps) {
  const [params, setParams] = useSearchParams();
  const active = parseTab(params.get('tab'));
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab row scrolls sideways; keep the active tab in view (e.g. when opened
  // with ?tab=achievements), scrolling only the row, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[active];
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [active]);

  const select = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', parseTab(value));
        return next;
      },
      { replace: true },
    );
  };

  const Section = SECTIONS[active];
  return (
    <Tabs.Root value={active} onValueChange={select} className="flex flex-col gap-5">
      <Tabs.List
        ref={listRef}
        aria-label="Profile sections"
        className="flex gap-1 overflow-x-auto rounded-2xl border border-border bg-muted/50 p-1 [scrollbar-width:none]"
      >
        {PROFILE_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            className={cn(
              'flex-1 shrink-0 rounded-xl px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              tab === active
                ? 'bg-card text-foreground shadow-soft dark:bg-secondary'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {TAB_LABELS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Not a tab stop of its own (Radix's default): the sections start with their own controls,
          as before. */}
      <Tabs.Content value={active} tabIndex={undefined}>
        <Section {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
