import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { GraduationCap } from 'lucide-react';
import {
  DeleteEducationMutation,
  EducationByUserQuery,
  UpdateEducationMutation,
} from '../../api/education';
import { dateRange } from '../../lib/format';
import { byOrder } from '../../lib/sections';
import { EducationFormDialog, type Education } from '../forms/education-form-dialog';
import { ItemDescription, ItemFacts, ItemSubtitle, ItemTitle } from './item-parts';
import { SectionPanel } from './section-panel';
import type { SectionProps } from './section-props';

function EducationItem({ item }: { item: Education }) {
  return (
    <>
      <ItemTitle>{item.institution_name}</ItemTitle>
      <ItemSubtitle>{`${item.degree}, ${item.field_of_study}`}</ItemSubtitle>
      <ItemFacts
        facts={[
          dateRange(item.start_date, item.end_date, item.is_current),
          item.location_id,
          item.grade && `Grade: ${item.grade}`,
        ]}
      />
      <ItemDescription>{item.description}</ItemDescription>
    </>
  );
}

export function EducationSection({ userId, isOwner }: SectionProps) {
  const { data, loading, error, refetch } = useQuery(EducationByUserQuery, {
    variables: { userId },
  });
  const items = useMemo(() => data && byOrder(data.getEducationByUser), [data]);
  const [update] = useMutation(UpdateEducationMutation);
  const [remove] = useMutation(DeleteEducationMutation);
  const [editing, setEditing] = useState<Education | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        type="education"
        title="Education"
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderItem={(item) => <EducationItem item={item} />}
        describe={(item) => ({
          id: item._id,
          label: item.institution_name,
          detail: item.degree,
        })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={(educationId) => remove({ variables: { educationId } })}
        saveOrder={(educationId, order) => update({ variables: { educationId, input: { order } } })}
        refetch={refetch}
        empty={{
          icon: <GraduationCap aria-hidden="true" />,
          owner: 'Add your education to show where you studied.',
          viewer: 'No education yet.',
        }}
      />
      {editing ? (
        <EducationFormDialog
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
