import { useId, useState } from 'react';
import { ADMIN_LIMITS } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { bindValue, formMessage, showServerError, useSchemaForm } from '@/lib/forms';
import {
  SUSPENSION_CHOICES,
  suspendSchema,
  suspensionLength,
  type SuspendValues,
} from '../lib/action-schemas';

const CHOICE_LABELS: Record<(typeof SUSPENSION_CHOICES)[number], string> = {
  '1': '1 day',
  '7': '7 days',
  '30': '30 days',
  other: 'Another number of days',
  forever: 'For good',
};

interface SuspendDialogProps {
  open: boolean;
  onClose: () => void;
  memberName: string;
  /** Runs suspendMember; a rejection brings the form back with the API's message. */
  onSuspend: (values: SuspendValues) => Promise<unknown>;
}

/**
 * Suspend a member: how long (a preset, a number of days, or for good) and why, then a confirmation,
 * since it signs them out everywhere at once and hides their posts and messages meanwhile.
 */
export function SuspendDialog({ open, onClose, memberName, onSuspend }: SuspendDialogProps) {
  const form = useSchemaForm(suspendSchema, {
    defaultValues: { choice: '1', days: '', reason: '' },
  });
  const [pending, setPending] = useState<SuspendValues | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = bindValue(form, 'choice');
  const reason = form.watch('reason');
  const ids = { group: useId(), days: useId(), reason: useId(), error: useId() };
  const message = formMessage(form.formState.errors);

  const close = () => {
    if (busy) return;
    form.reset();
    setPending(null);
    onClose();
  };
  const review = form.handleSubmit((values) => setPending(values));
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await onSuspend(pending);
      setPending(null);
      form.reset();
      onClose();
    } catch (error) {
      setPending(null);
      showServerError(form, errorMessage(error, 'Suspending failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open && !pending}
        onClose={close}
        title={`Suspend ${memberName}`}
        description="They are signed out everywhere at once, cannot sign in, and their posts and messages are hidden while it lasts."
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={`${ids.group}-form`} variant="destructive">
              Continue
            </Button>
          </>
        }
      >
        <form
          id={`${ids.group}-form`}
          noValidate
          onSubmit={(event) => void review(event)}
          className="flex flex-col gap-5"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-foreground/90">How long</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SUSPENSION_CHOICES.map((value) => {
                const checked = choice.value === value;
                return (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-center gap-2.5 rounded-xl border border-border px-3 py-2.5 text-sm font-semibold transition-colors',
                      'hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      value === 'other' && 'col-span-2 sm:col-span-2',
                      checked && 'border-primary bg-primary-soft/60 hover:bg-primary-soft/60',
                    )}
                  >
                    <input
                      type="radio"
                      name={ids.group}
                      value={value}
                      checked={checked}
                      onChange={() => choice.onChange(value)}
                      className="size-4 shrink-0 accent-[var(--primary-fill)] focus-visible:outline-none"
                    />
                    {CHOICE_LABELS[value]}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {choice.value === 'other' ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.days} className="text-sm font-semibold text-foreground/90">
                Days
              </label>
              <Input
                id={ids.days}
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={`${ids.days}-hint`}
                {...form.register('days')}
              />
              <p id={`${ids.days}-hint`} className="text-xs text-muted-foreground">
                From 1 to {ADMIN_LIMITS.suspensionDaysMax}.
              </p>
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={ids.reason} className="text-sm font-semibold text-foreground/90">
                Reason
              </label>
              <span className="text-xs text-muted-foreground tabular-nums">
                {reason.length} / {ADMIN_LIMITS.reasonMax}
              </span>
            </div>
            <Textarea
              id={ids.reason}
              rows={3}
              maxLength={ADMIN_LIMITS.reasonMax}
              aria-required="true"
              aria-describedby={`${ids.reason}-hint`}
              {...form.register('reason')}
            />
            <p id={`${ids.reason}-hint`} className="text-xs text-muted-foreground">
              The member sees it when they try to sign in.
            </p>
          </div>
          {message ? <Alert id={ids.error}>{message}</Alert> : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={open && pending !== null}
        title={`Suspend ${memberName} ${pending ? suspensionLength(pending.days) : ''}?`}
        description={`Reason: ${pending?.reason ?? ''}`}
        confirmLabel="Suspend"
        busyLabel="Suspending..."
        busy={busy}
        tone="destructive"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
