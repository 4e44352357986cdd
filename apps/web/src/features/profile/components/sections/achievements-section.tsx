import { Trophy } from 'lucide-react';
import { achievementsApi } from '../../api/achievements';
import { AchievementFormDialog } from '../forms/achievement-form-dialog';
import { ItemDescription, ItemTitle } from './item-parts';
import { ProfileSection } from './profile-section';
import type { SectionProps } from './section-props';

export function AchievementsSection(props: SectionProps) {
  return (
    <ProfileSection
      {...props}
      api={achievementsApi}
      form={AchievementFormDialog}
      type="achievement"
      title="Achievements"
      renderItem={(item) => (
        <>
          <ItemTitle>{item.title}</ItemTitle>
          <ItemDescription>{item.description}</ItemDescription>
        </>
      )}
      describe={(item) => ({ id: item._id, label: item.title })}
      empty={{
        icon: <Trophy aria-hidden="true" />,
        owner: 'Add an achievement you are proud of.',
        viewer: 'No achievements yet.',
      }}
    />
  );
}
