import { useMutation, useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/ui/load-error';
import { Switch } from '@/components/ui/switch';
import { PresenceSettingQuery, UpdatePresenceSettingMutation } from '../api/presence-setting';
import { SettingsSection } from '@/components/settings/settings-section';
import { useInstantSave } from '@/components/settings/use-instant-save';
import { SaveFailed } from '@/components/settings/save-failed';
import { SavedStatus } from '@/components/settings/saved-status';

/**
 * Online status: whether others see the green dot and "Last seen" (decision 0032). Saved as soon
 * as it changes, like the notification rows: "Saved", or the error with Try again.
 */
export function PresenceSettingsCard() {
  const { data, loading, error, refetch } = useQuery(PresenceSettingQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [save, { loading: saving }] = useMutation(UpdatePresenceSettingMutation, {
    context: { skipErrorToast: true },
  });
  const { choice, failed, saved, choose } = useInstantSave((value: boolean) =>
    save({ variables: { show: value } }),
  );

  const kept = data?.loadUserById.show_online;
  let body;
  if (kept !== undefined) {
    const shown = choice ?? kept;
    body = (
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-6">
          <div className="min-w-0">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <span id="presence-label" className="text-sm font-semibold">
                Show when I&apos;m online
              </span>
              <SavedStatus saved={saved} />
            </div>
            <p id="presence-description" className="mt-0.5 text-sm text-muted-foreground">
              {shown
                ? 'Others see a green dot on your photo while you have Squadup open, and when you were last online.'
                : 'Others see you as offline, and never when you were last online.'}
            </p>
          </div>
          <Switch
            checked={shown}
            disabled={saving}
            onCheckedChange={(show) => void choose(show)}
            aria-labelledby="presence-label"
            aria-describedby="presence-description"
          />
        </div>
        {failed ? (
          <SaveFailed message={failed.message} onRetry={() => void choose(failed.value)} />
        ) : null}
      </div>
    );
  } else if (error) {
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Could not load your online status setting.
      </LoadError>
    );
  } else {
    body = (
      <div role="status" aria-label="Loading online status...">
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }

  return (
    <SettingsSection
      title="Online status"
      description="Whether members see when you are on Squadup: on person cards, your profile and in chat."
    >
      {body}
    </SettingsSection>
  );
}
