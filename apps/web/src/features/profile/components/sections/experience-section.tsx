import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Briefcase } from 'lucide-react';
import {
  DeleteExperienceMutation,
  ExperienceByUserQuery,
  UpdateExperienceMutation,
} from '../../api/experience';
import { dateRange } from '../../lib/format';
import { byOrder } from '../../lib/sections';
import { ExperienceFormDialog, type Experience } from '../forms/experience-form-dialog';
import { ItemDescription, ItemFacts, ItemSubtitle, ItemTitle } from './item-parts';
import { SectionPanel } from './section-panel';
import type { SectionProps } from './section-props';

function ExperienceItem({ item }: { item: Experience }) {
  return (
    <>
      <ItemTitle>{item.position}</ItemTitle>
      <ItemSubtitle>
        {[item.company_name, item.employment_type].filter(Boolean).join(' · ')}
      </ItemSubtitle>
      <ItemFacts
        facts={[dateRange(item.start_date, item.end_date, item.is_current), item.location_id]}
      />
      <ItemDescription>{item.description}</ItemDescription>
    </>
  );
}

export function ExperienceSection({ userId, isOwner }: SectionProps) {
  const { data, loading, error, refetch } = useQuery(ExperienceByUserQuery, {
    variables: { userId },
  });
  const items = useMemo(() => data && byOrder(data.getExperienceByUser), [data]);
  const [update] = useMutation(UpdateExperienceMutation);
  const [remove] = useMutation(DeleteExperienceMutation);
  const [editing, setEditing] = useState<Experience | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        type="experience"
        title="Experience"
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderItem={(item) => <ExperienceItem item={item} />}
        describe={(item) => ({ id: item._id, label: item.position, detail: item.company_name })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={(experienceId) => remove({ variables: { experienceId } })}
        saveOrder={(experienceId, order) =>
          update({ variables: { experienceId, input: { order } } })
        }
        refetch={refetch}
        empty={{
          icon: <Briefcase aria-hidden="true" />,
          owner: 'Add your experience to show where you have worked.',
          viewer: 'No experience yet.',
        }}
      />
      {editing ? (
        <ExperienceFormDialog
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
