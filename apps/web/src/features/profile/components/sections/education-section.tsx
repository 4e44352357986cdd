import { GraduationCap } from 'lucide-react';
import { educationApi } from '../../api/education';
import { dateRange } from '../../lib/format';
import { EducationFormDialog, type Education } from '../forms/education-form-dialog';
import { ItemDescription, ItemFacts, ItemSubtitle, ItemTitle } from './item-parts';
import { ProfileSection } from './profile-section';
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

export function EducationSection(props: SectionProps) {
  return (
    <ProfileSection
      {...props}
      api={educationApi}
      form={EducationFormDialog}
      type="education"
      title="Education"
      renderItem={(item) => <EducationItem item={item} />}
      describe={(item) => ({
        id: item._id,
        label: item.institution_name,
        detail: item.degree,
      })}
      empty={{
        icon: <GraduationCap aria-hidden="true" />,
        owner: 'Add your education to show where you studied.',
        viewer: 'No education yet.',
      }}
    />
  );
}
