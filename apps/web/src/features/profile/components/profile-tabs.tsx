import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
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

/** The five section tabs; the active one lives in ?tab= (missing or invalid → education). */
export function ProfileTabs(props: SectionProps) {
  const [params, setParams] = useSearchParams();
  const active = parseTab(params.get('tab'));
  const baseId = useId();
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

  const select = (tab: ProfileTab, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
    if (focus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.indexOf(active);
    const last = PROFILE_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(PROFILE_TABS[target]!, true);
  };

  const Section = SECTIONS[active];
  return (
    <div className="flex flex-col gap-5">
      <div
        ref={listRef}
        role="tablist"
        aria-label="Profile sections"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto rounded-2xl border border-border bg-muted/50 p-1 [scrollbar-width:none]"
      >
        {PROFILE_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[tab] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab)}
              className={cn(
                'flex-1 shrink-0 rounded-xl px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                selected
                  ? 'bg-card text-foreground shadow-soft dark:bg-secondary'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {TAB_LABELS[tab]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        <Section {...props} />
      </div>
    </div>
  );
}
