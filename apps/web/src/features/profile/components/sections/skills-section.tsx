import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Sparkles, Star } from 'lucide-react';
import { SKILL_PROFICIENCY_LABELS, type SkillProficiency } from '@squadup/shared';
import { Badge } from '@/components/ui/badge';
import {
  DeleteUserSkillMutation,
  SkillsByUserQuery,
  UpdateUserSkillMutation,
} from '../../api/skills';
import { byOrder } from '../../lib/sections';
import { SkillFormDialog, type Skill } from '../forms/skill-form-dialog';
import { ItemFacts, ItemTitle } from './item-parts';
import { SectionPanel } from './section-panel';
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

export function SkillsSection({ userId, isOwner }: SectionProps) {
  const { data, loading, error, refetch } = useQuery(SkillsByUserQuery, {
    variables: { userId },
  });
  const items = useMemo(() => data && byOrder(data.getSkillsByUser), [data]);
  const [update] = useMutation(UpdateUserSkillMutation);
  const [remove] = useMutation(DeleteUserSkillMutation);
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        type="skill"
        title="Skills"
        layout="grid"
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderItem={(item) => <SkillItem item={item} />}
        describe={(item) => ({
          id: item._id,
          label: item.skill_name,
          detail: SKILL_PROFICIENCY_LABELS[item.proficiency_level],
        })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={(userSkillId) => remove({ variables: { userSkillId } })}
        saveOrder={(userSkillId, order) => update({ variables: { userSkillId, input: { order } } })}
        refetch={refetch}
        empty={{
          icon: <Sparkles aria-hidden="true" />,
          owner: 'Add your skills so others can find you.',
          viewer: 'No skills yet.',
        }}
      />
      {editing ? (
        <SkillFormDialog
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
