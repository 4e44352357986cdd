import { SettingsSection } from '@/components/settings/settings-section';
import { DownloadDataButton } from './download-data-button';

/** Your data: a copy of everything Squadup holds of the member, as a file they keep. */
export function YourDataCard() {
  return (
    <SettingsSection
      title="Your data"
      description="A copy of everything Squadup holds about you: your profile, posts, applications, messages, connections, squads and settings, as one JSON file."
    >
      <DownloadDataButton />
    </SettingsSection>
  );
}
