import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Switch } from '@/components/ui/switch';
import { SaveFailed } from '@/components/settings/save-failed';
import { SavedStatus } from '@/components/settings/saved-status';
import { useInstantSave } from '@/components/settings/use-instant-save';

interface SwitchSettingProps {
  /** Prefix of the label's and description's element ids. */
  id: string;
  label: string;
  /** What the choice means, for the value the switch shows. */
  description: (on: boolean) => ReactNode;
  /** The server's value; undefined while loading or when loading failed. */
  kept: boolean | undefined;
  /** Sends the choice; rejects when the server did not keep it. */
  save: (on: boolean) => Promise<unknown>;
  saving: boolean;
  loading: boolean;
  /** The load failed: `failedText` with Try again (`onReload`). */
  failed: boolean;
  failedText: string;
  onReload: () => void;
  /** Names the placeholder while loading, e.g. "Loading online status...". */
  loadingLabel: string;
}

/**
 * One on/off choice of /settings, saved as soon as it changes, like the notification rows: "Saved",
 * or the error with Try again (the server's value shows meanwhile).
 */
export function SwitchSetting({
  id,
  label,
  description,
  kept,
  save,
  saving,
  loading,
  failed: loadFailed,
  failedText,
  onReload,
  loadingLabel,
}: SwitchSettingProps) {
  const { choice, failed, saved, choose } = useInstantSave(save);

  if (kept === undefined) {
    if (loadFailed) {
      return (
        <LoadError retrying={loading} onRetry={onReload}>
          {failedText}
        </LoadError>
      );
    }
    return (
      <div role="status" aria-label={loadingLabel}>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }

  const shown = choice ?? kept;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <span id={`${id}-label`} className="text-sm font-semibold">
              {label}
            </span>
            <SavedStatus saved={saved} />
          </div>
          <p id={`${id}-description`} className="mt-0.5 text-sm text-muted-foreground">
            {description(shown)}
          </p>
        </div>
        <Switch
          checked={shown}
          disabled={saving}
          onCheckedChange={(on) => void choose(on)}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
        />
      </div>
      {failed ? (
        <SaveFailed message={failed.message} onRetry={() => void choose(failed.value)} />
      ) : null}
    </div>
  );
}
