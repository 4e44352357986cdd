import { useMutation } from '@apollo/client/react';
import { MESSAGE_FROM, MESSAGE_FROM_LABELS, type MessageFrom } from '@squadup/shared';
import { LoadError } from '@/components/ui/load-error';
import { SaveFailed } from '@/components/settings/save-failed';
import { SavedStatus } from '@/components/settings/saved-status';
import { settingSelectClasses } from '@/components/settings/setting-select';
import { useInstantSave } from '@/components/settings/use-instant-save';
import { UpdateMessageFromMutation, usePrivacySettings } from '../api/privacy-settings';

const ID = 'message-from';

const HINTS: Record<MessageFrom, string> = {
  connections: 'Only your accepted connections can start a chat with you.',
  squads: 'Your connections, and members of a squad you are in, can start a chat with you.',
  applications:
    'Your connections, squad mates, and members who applied to your projects or whose projects you applied to can start a chat with you.',
};

/**
 * "Who can message you" (decision 0084), saved as soon as it changes. A member can always answer
 * someone they wrote to first, and a block always keeps the pair apart.
 */
export function MessageFromSetting() {
  const { settings, loading, failed: loadFailed, reload } = usePrivacySettings();
  const [save, { loading: saving }] = useMutation(UpdateMessageFromMutation, {
    context: { skipErrorToast: true },
  });
  const { choice, failed, saved, choose } = useInstantSave((value: MessageFrom) =>
    save({ variables: { from: value } }),
  );

  const kept = settings?.message_from ?? undefined;
  if (kept === undefined) {
    if (loadFailed) {
      return (
        <LoadError retrying={loading} onRetry={reload}>
          Could not load who can message you.
        </LoadError>
      );
    }
    return (
      <div role="status" aria-label="Loading who can message you...">
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }

  const shown = choice ?? kept;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <label htmlFor={ID} className="text-sm font-semibold">
            Who can message you
          </label>
          <SavedStatus saved={saved} />
        </div>
        <p id={`${ID}-description`} className="mt-0.5 text-sm text-muted-foreground">
          {HINTS[shown]} Anyone you write to first can answer you.
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1.5 sm:w-64">
        <select
          id={ID}
          value={shown}
          disabled={saving}
          aria-describedby={`${ID}-description`}
          onChange={(event) => void choose(event.target.value as MessageFrom)}
          className={settingSelectClasses}
        >
          {MESSAGE_FROM.map((level) => (
            <option key={level} value={level}>
              {MESSAGE_FROM_LABELS[level]}
            </option>
          ))}
        </select>
        {failed ? (
          <SaveFailed message={failed.message} onRetry={() => void choose(failed.value)} />
        ) : null}
      </div>
    </div>
  );
}
