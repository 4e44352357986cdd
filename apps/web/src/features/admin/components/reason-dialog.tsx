import { useId } from 'react';
import { ADMIN_LIMITS } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { formMessage, showServerError, useSchemaForm } from '@/lib/forms';
import { reasonSchema } from '../lib/action-schemas';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'primary' | 'destructive';
  /** Runs the action; a rejection shows the API's message in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Said in place of the field's hint, e.g. who sees the reason. */
  reasonHint: string;
}

/** An operator action that needs only a reason: dismiss, hide, show again, lift a suspension. */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  tone = 'primary',
  onConfirm,
  reasonHint,
}: ReasonDialogProps) {
  const form = useSchemaForm(reasonSchema, { defaultValues: { reason: '' } });
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const busy = form.formState.isSubmitting;
  const message = formMessage(form.formState.errors);
  const reason = form.watch('reason');

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason: text }) => {
    try {
      await onConfirm(text);
      form.reset();
      onClose();
    } catch (error) {
      showServerError(form, errorMessage(error, `${confirmLabel} failed. Please try again.`));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={`${fieldId}-form`}
            variant={tone}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={`${fieldId}-form`}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
      >
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={fieldId} className="text-sm font-semibold text-foreground/90">
              Reason
            </label>
            <span className="text-xs text-muted-foreground tabular-nums">
              {reason.length} / {ADMIN_LIMITS.reasonMax}
            </span>
          </div>
          <Textarea
            id={fieldId}
            rows={3}
            maxLength={ADMIN_LIMITS.reasonMax}
            disabled={busy}
            aria-required="true"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${fieldId}-hint ${errorId}` : `${fieldId}-hint`}
            {...form.register('reason')}
          />
          <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
            {reasonHint}
          </p>
        </div>
        {message ? <Alert id={errorId}>{message}</Alert> : null}
      </form>
    </Dialog>
  );
}
