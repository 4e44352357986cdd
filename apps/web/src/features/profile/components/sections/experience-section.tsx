import { Briefcase } from 'lucide-react';
import { experienceApi } from '../../api/experience';
import { dateRange } from '../../lib/format';
import { ExperienceFormDialog, type Experience } from '../forms/experience-form-dialog';
import { ItemDescription, ItemFacts, ItemSubtitle, ItemTitle } from './item-parts';
import { ProfileSection } from './profile-section';
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

export function ExperienceSection(props: SectionProps) {
  return (
    <ProfileSection
      {...props}
      api={experienceApi}
      form={ExperienceFormDialog}
      type="experience"
      title="Experience"
      renderItem={(item) => <ExperienceItem item={item} />}
      describe={(item) => ({ id: item._id, label: item.position, detail: item.company_name })}
      empty={{
        icon: <Briefcase aria-hidden="true" />,
        owner: 'Add your experience to show where you have worked.',
        viewer: 'No experience yet.',
      }}
    />
  );
}
