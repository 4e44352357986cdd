import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trophy } from 'lucide-react';
import {
  AchievementsByUserQuery,
  DeleteAchievementMutation,
  UpdateAchievementMutation,
} from '../../api/achievements';
import { byOrder } from '../../lib/sections';
import { AchievementFormDialog, type Achievement } from '../forms/achievement-form-dialog';
import { ItemDescription, ItemTitle } from './item-parts';
import { SectionPanel } from './section-panel';
import type { SectionProps } from './section-props';

export function AchievementsSection({ userId, isOwner }: SectionProps) {
  const { data, loading, error, refetch } = useQuery(AchievementsByUserQuery, {
    variables: { userId },
  });
  const items = useMemo(() => data && byOrder(data.getAchievementsByUser), [data]);
  const [update] = useMutation(UpdateAchievementMutation);
  const [remove] = useMutation(DeleteAchievementMutation);
  const [editing, setEditing] = useState<Achievement | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        type="achievement"
        title="Achievements"
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderItem={(item) => (
          <>
            <ItemTitle>{item.title}</ItemTitle>
            <ItemDescription>{item.description}</ItemDescription>
          </>
        )}
        describe={(item) => ({ id: item._id, label: item.title })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={(achievementId) => remove({ variables: { achievementId } })}
        saveOrder={(achievementId, order) =>
          update({ variables: { achievementId, input: { order } } })
        }
        refetch={refetch}
        empty={{
          icon: <Trophy aria-hidden="true" />,
          owner: 'Add an achievement you are proud of.',
          viewer: 'No achievements yet.',
        }}
      />
      {editing ? (
        <AchievementFormDialog
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
