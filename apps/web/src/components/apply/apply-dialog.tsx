import { useId, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import {
  applyMessageSchema,
  applyRoleSchema,
  TEXT_LIMITS,
  type ApplicationStatus,
} from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { ApplyToPostMutation } from './api/apply-to-post';
import { errorCode, errorMessage } from '@/lib/error-message';
import { formMessage, showServerError, useSchemaForm } from '@/lib/forms';
import { roleSeatRows, type SeatRow } from '@/components/post/seats';
import { RolePicker } from './role-picker';

export type FailureReport = 'alert' | 'console';

const CHOOSE_ROLE = 'Choose the role you are applying for.';

/** The message, and the role: required when the post names roles (the server checks the seat). */
function applyFormSchema(roleRequired: boolean) {
  return z
    .object({ message: applyMessageSchema, role: applyRoleSchema })
    .refine((values) => !roleRequired || values.role !== null, {
      path: ['role'],
      message: CHOOSE_ROLE,
    });
}

/**
 * The squad's refusals (a role that filled meanwhile, a member removed from the squad applying
 * again) are the member's to read and act on, so they stay in the dialog, next to the choice they
 * concern, on cards too; other failures are reported as before.
 */
const TOLD_IN_DIALOG = new Set(['CONFLICT', 'FORBIDDEN']);

interface ApplyDialogProps {
  postId: string;
  /** The post's seats: when they name roles, the applicant picks one (a filled one is disabled). */
  seats?: readonly SeatRow[];
  /** A full role can still be picked: the application joins its waitlist. */
  waitlist?: boolean;
  open: boolean;
  onClose: () => void;
  /** Called with the status the server answered (normally pending). */
  onApplied?: (status: ApplicationStatus) => void;
  /**
   * How a failed send is reported: an alert with the error, or only the console
   * (spec "Silent failures", used by cards).
   */
  failure?: FailureReport;
}

/** "Apply to Project": an optional message, then applyToPost. */
export function ApplyDialog({
  postId,
  seats = [],
  waitlist = false,
  open,
  onClose,
  onApplied,
  failure = 'alert',
}: ApplyDialogProps) {
  const roles = roleSeatRows(seats);
  const hasRoles = roles.length > 0;
  // Rebuilt when the post gains or loses its roles; the form reads its resolver on every render.
  const schema = useMemo(() => applyFormSchema(hasRoles), [hasRoles]);
  const form = useSchemaForm(schema, { defaultValues: { message: '', role: '' } });
  const messageId = useId();
  const [apply, { loading }] = useMutation(ApplyToPostMutation, {
    update(cache, { data }) {
      const status = data?.applyToPost.status;
      if (!status) return;
      cache.modify({
        id: cache.identify({ __typename: 'Post', _id: postId }),
        // The server counts applications exactly (withdrawing takes one off), so applying adds one.
        fields: { is_applied: () => status, applications_count: (count: number) => count + 1 },
      });
    },
  });

  const close = () => {
    if (loading) return;
    // The next opening starts afresh: no role left chosen, no refusal left shown.
    form.reset();
    onClose();
  };

  const report = (message: string) => {
    if (failure === 'alert') window.alert(message);
  };

  const send = form.handleSubmit(
    async ({ message, role }) => {
      try {
        const { data } = await apply({
          variables: { postId, message, ...(role === null ? {} : { role }) },
        });
        if (!data) return;
        toast.success('Application sent successfully!');
        form.reset();
        onApplied?.(data.applyToPost.status);
        onClose();
      } catch (error) {
        console.error('applyToPost failed', error);
        const code = errorCode(error);
        if (code && TOLD_IN_DIALOG.has(code)) {
          showServerError(form, errorMessage(error, 'Failed to send application.'));
        } else {
          report(errorMessage(error, 'Failed to send application.'));
        }
      }
    },
    // What the server would refuse (e.g. control characters), told the same way; a missing role
    // is told under the role picker.
    (errors) => {
      if (errors.role) return;
      report(formMessage(errors) ?? 'Failed to send application.');
    },
  );
  const refusal = form.formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Apply to Project"
      description={
        hasRoles
          ? 'Choose a role, and optionally include a message with your application.'
          : 'Optionally include a message with your application.'
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={loading}>
            {loading ? 'Applying...' : 'Send Application'}
          </Button>
        </>
      }
    >
      {hasRoles ? (
        <RolePicker
          seats={roles}
          field={form.register('role')}
          error={form.formState.errors.role?.message}
          disabled={loading}
          waitlist={waitlist}
        />
      ) : null}
      {/* With a role to pick, the message is a second field and gets a visible label. */}
      <label
        htmlFor={messageId}
        className={
          hasRoles ? 'mt-5 mb-2 block text-sm font-semibold text-foreground/90' : 'sr-only'
        }
      >
        Message
        {hasRoles ? (
          <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span>
        ) : null}
      </label>
      <Textarea
        id={messageId}
        {...form.register('message')}
        placeholder="Write a message (optional)"
        maxLength={TEXT_LIMITS.applyMessageMax}
        rows={4}
        disabled={loading}
      />
      {refusal ? <Alert className="mt-4">{refusal}</Alert> : null}
    </Dialog>
  );
}
