import { useId } from 'react';
import { z } from 'zod';
import { APPLICANT_REVIEW, declineReasonSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import {
  controlProps,
  formMessage,
  isSubmittingValues,
  showServerError,
  useSchemaForm,
} from '@/lib/forms';
import { useDeclineTemplates } from '../hooks/use-decline-templates';
import { SavedReasons } from './saved-reasons';

// `save` is optional: a checkbox the browser disables (a full list) may report no value.
const declineFormSchema = z.object({ reason: declineReasonSchema, save: z.boolean().optional() });

interface DeclineDialogProps {
  /** The applicant's name (title and description). */
  name: string;
  /** Whom the reason is shown to, in the hint ("Shown to Noor."). */
  firstName: string;
  /** Open while true: each opening starts with an empty reason. */
  open: boolean;
  /** The applicant is in the squad now (accepted): declining takes them out of it. */
  seated: boolean;
  /** The decision is being sent (the card's own buttons are busy too). */
  deciding: boolean;
  /** Sends the decline; answers an error message to show, or null once declined. */
  onDecline: (reason: string | null) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Reject (the spec's button) asks here first: an optional reason the applicant reads, picked from
 * the owner's saved reasons or typed, and kept for next time if they wish. Declining someone
 * accepted says it takes them out of the squad. A failure stays in the dialog.
 */
export function DeclineDialog({ open, ...props }: DeclineDialogProps) {
  return open ? <DeclineForm {...props} /> : null;
}

function DeclineForm({
  name,
  firstName,
  seated,
  deciding,
  onDecline,
  onClose,
}: Omit<DeclineDialogProps, 'open'>) {
  const form = useSchemaForm(declineFormSchema, { defaultValues: { reason: '', save: false } });
  const { templates, loading, error, saving, replace } = useDeclineTemplates();
  const reason = form.watch('reason') ?? '';
  const id = useId();
  const reasonId = `${id}-reason`;
  const saveId = `${id}-save`;
  const errorId = `${id}-error`;
  const message = formMessage(form.formState.errors);
  const busy = deciding || saving || isSubmittingValues(form.formState);
  const full = (templates?.length ?? 0) >= APPLICANT_REVIEW.declineTemplatesMax;
  // The API replaces the whole list, so a reason is saved only onto the list as it was read.
  const canSave = templates !== undefined && !full;

  const close = () => {
    if (!busy) onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const text = values.reason;
    // Saved first: should the decline then fail, the owner tries again with nothing half done
    // (the reason, now saved, is not saved twice).
    if (values.save && text && canSave && !templates.includes(text)) {
      const failure = await replace([...templates, text]);
      if (failure) return showServerError(form, failure);
    }
    const failure = await onDecline(text);
    if (failure) showServerError(form, failure);
    else onClose();
  });
  const remove = async (text: string) => {
    if (!templates) return;
    const failure = await replace(templates.filter((saved) => saved !== text));
    if (failure) showServerError(form, failure);
  };

  return (
    <Dialog
      open
      onClose={close}
      title={`Decline ${name}?`}
      description={
        seated
          ? `You accepted ${name}. Declining them now takes them out of the squad and its chat, and tells them.`
          : `${name} is told their application was declined, with your reason if you give one.`
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => void submit()}
            disabled={busy}
            aria-busy={busy}
          >
            {deciding ? 'Declining...' : 'Decline'}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label="Reason"
          htmlFor={reasonId}
          optional
          hint={`Shown to ${firstName}. ${reason.length} / ${APPLICANT_REVIEW.declineReasonMax}`}
        >
          <Textarea
            {...controlProps(form, 'reason', {
              id: reasonId,
              errorId,
              hinted: true,
              disabled: busy,
            })}
            maxLength={APPLICANT_REVIEW.declineReasonMax}
            rows={3}
            className="min-h-24"
            placeholder="e.g. We went with someone who has more backend experience. (optional)"
          />
        </Field>
        <SavedReasons
          templates={templates}
          loading={loading}
          failed={error !== undefined}
          busy={busy}
          onPick={(text) => {
            form.setValue('reason', text, { shouldDirty: true });
            form.setFocus('reason');
          }}
          onRemove={(text) => void remove(text)}
        />
        <div className="flex flex-col gap-1">
          <label
            htmlFor={saveId}
            className="flex cursor-pointer items-start gap-2.5 text-sm font-medium has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              id={saveId}
              type="checkbox"
              {...form.register('save')}
              disabled={busy || !canSave}
              aria-describedby={full ? `${saveId}-hint` : undefined}
              className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed"
            />
            Save this reason for next time
          </label>
          {full ? (
            <p id={`${saveId}-hint`} className="pl-6.5 text-xs text-muted-foreground">
              You have {APPLICANT_REVIEW.declineTemplatesMax} saved reasons, the most you can keep.
              Remove one to save this one.
            </p>
          ) : null}
        </div>
        {message ? <Alert id={errorId}>{message}</Alert> : null}
      </form>
    </Dialog>
  );
}
