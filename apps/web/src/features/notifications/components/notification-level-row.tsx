import { useMutation } from '@apollo/client/react';
import type { NotificationKind, NotificationLevel } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { UpdateNotificationSettingMutation } from '../api/notification-settings';
import { KIND_TEXTS, LEVEL_OPTIONS, levelHint } from '../lib/notification-texts';
import { useInstantSave } from '@/components/settings/use-instant-save';
import { SaveFailed } from '@/components/settings/save-failed';
import { SavedStatus } from '@/components/settings/saved-status';
import { settingSelectClasses } from '@/components/settings/setting-select';

interface NotificationLevelRowProps {
  kind: NotificationKind;
  /** The level the server holds. */
  level: NotificationLevel;
}

/**
 * One kind with its level, saved as soon as it changes. A native select: at 390 px it opens the
 * phone's own picker, and it needs no package. While saving it shows the new choice; a failure
 * puts the server's level back and offers to try the same choice again.
 */
export function NotificationLevelRow({ kind, level }: NotificationLevelRowProps) {
  const id = `notify-${kind}`;
  const { label, description } = KIND_TEXTS[kind];
  const [save, { loading }] = useMutation(UpdateNotificationSettingMutation, {
    context: { skipErrorToast: true },
  });
  const { choice, failed, saved, choose } = useInstantSave((value: NotificationLevel) =>
    save({ variables: { kind, level: value } }),
  );

  const shown = choice ?? level;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <label htmlFor={id} className="text-sm font-semibold">
            {label}
          </label>
          <SavedStatus saved={saved} />
        </div>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1.5 sm:w-64">
        <select
          id={id}
          value={shown}
          disabled={loading}
          aria-describedby={`${id}-description ${id}-hint`}
          onChange={(event) => void choose(event.target.value as NotificationLevel)}
          className={settingSelectClasses}
        >
          {LEVEL_OPTIONS.map((option) => (
            <option key={option.level} value={option.level}>
              {option.label}
            </option>
          ))}
        </select>
        <p
          id={`${id}-hint`}
          className={cn('text-xs text-muted-foreground', shown === 'off' && 'text-foreground/80')}
        >
          {levelHint(kind, shown)}
        </p>
        {failed ? (
          <SaveFailed message={failed.message} onRetry={() => void choose(failed.value)} />
        ) : null}
      </div>
    </li>
  );
}
