import { useId } from 'react';
import { z } from 'zod';
import { removalReasonSchema, SQUAD } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { controlProps, formMessage, showServerError, useSchemaForm } from '@/lib/forms';
import { memberName, type SquadMember } from '../lib/squad-format';

const removeFormSchema = z.object({ reason: removalReasonSchema });

interface RemoveMemberDialogProps {
  /** The member to remove; the dialog is open while set. */
  member: SquadMember | null;
  removing: boolean;
  /** Answers an error message to show, or null once removed. */
  onRemove: (member: SquadMember, reason: string | null) => Promise<string | null>;
  onClose: () => void;
}

/** The owner's confirmation before removing a member, with an optional reason shown to them. */
export function RemoveMemberDialog({ member, ...props }: RemoveMemberDialogProps) {
  // Keyed by member, so each opening starts with an empty reason.
  return member ? <RemoveMemberForm key={member.user_id} member={member} {...props} /> : null;
}

function RemoveMemberForm({
  member,
  removing,
  onRemove,
  onClose,
}: Omit<RemoveMemberDialogProps, 'member'> & { member: SquadMember }) {
  const form = useSchemaForm(removeFormSchema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason') ?? '';
  const id = useId();
  const errorId = `${id}-error`;
  const message = formMessage(form.formState.errors);
  const name = memberName(member);

  const close = () => {
    if (!removing) onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const failure = await onRemove(member, values.reason);
    if (failure) showServerError(form, failure);
    else onClose();
  });

  return (
    <Dialog
      open
      onClose={close}
      title={`Remove ${name}?`}
      description="Their seat opens again and they leave the squad chat. They cannot apply to this post again."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={removing}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => void submit()}
            disabled={removing}
            aria-busy={removing}
          >
            {removing ? 'Removing...' : 'Remove'}
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <Field
          label="Reason"
          htmlFor={`${id}-reason`}
          optional
          hint={`Shown to ${member.first_name || name}. ${reason.length} / ${SQUAD.removalReasonMax}`}
        >
          <Textarea
            {...controlProps(form, 'reason', {
              id: `${id}-reason`,
              errorId,
              hinted: true,
              disabled: removing,
            })}
            maxLength={SQUAD.removalReasonMax}
            rows={3}
            placeholder="Why are you removing them? (optional)"
          />
        </Field>
        {message ? <Alert id={errorId}>{message}</Alert> : null}
      </form>
    </Dialog>
  );
}
