import { Sparkles, Star } from 'lucide-react';
import { SKILL_PROFICIENCY_LABELS, type SkillProficiency } from '@squadup/shared';
import { Badge } from '@/components/ui/badge';
import { skillsApi } from '../../api/skills';
import { SkillFormDialog, type Skill } from '../forms/skill-form-dialog';
import { ItemFacts, ItemTitle } from './item-parts';
import { ProfileSection } from './profile-section';
import type { SectionProps } from './section-props';

// Spec: Beginner green, Intermediate yellow, Advanced red; Expert gets the brand colour.
const TONES = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'danger',
  expert: 'primary',
} as const satisfies Record<SkillProficiency, string>;

function years(value: number | null): string | null {
  if (value === null) return null;
  return `${value} ${value === 1 ? 'year' : 'years'} of experience`;
}

function SkillItem({ item }: { item: Skill }) {
  const level = item.proficiency_level;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ItemTitle>{item.skill_name}</ItemTitle>
        <Badge tone={TONES[level]}>{SKILL_PROFICIENCY_LABELS[level]}</Badge>
        {item.is_top ? (
          <Badge tone="neutral">
            <Star className="size-3" aria-hidden="true" />
            Top skill
          </Badge>
        ) : null}
      </div>
      <ItemFacts facts={[years(item.years_experience)]} />
    </>
  );
}

export function SkillsSection(props: SectionProps) {
  return (
    <ProfileSection
      {...props}
      api={skillsApi}
      form={SkillFormDialog}
      type="skill"
      title="Skills"
      layout="grid"
      renderItem={(item) => <SkillItem item={item} />}
      describe={(item) => ({
        id: item._id,
        label: item.skill_name,
        detail: SKILL_PROFICIENCY_LABELS[item.proficiency_level],
      })}
      empty={{
        icon: <Sparkles aria-hidden="true" />,
        owner: 'Add your skills so others can find you.',
        viewer: 'No skills yet.',
      }}
    />
  );
}
