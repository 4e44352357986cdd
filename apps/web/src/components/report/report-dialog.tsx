import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { REPORT_LIMITS, REPORT_REASONS, reportSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import type { ReportSubjectType } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { bindValue, formMessage, useSchemaForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { ReportContentMutation } from './api/report-content';
import { REPORT_REASON_LABELS } from './report-reasons';

export const REPORT_THANKS = "Thanks, we'll review this report.";
const REPORT_FAILED = 'Could not send the report. Please try again.';

// What the member fills in; the subject comes from the dialog's props.
const reportFormSchema = reportSchema.pick({ reason: true, details: true });

const TITLES: Record<ReportSubjectType, string> = {
  post: 'Report post',
  user: 'Report member',
  message: 'Report message',
};

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  subjectType: ReportSubjectType;
  subjectId: string;
}

/**
 * Reports a post, a member or a message: a reason (required) and optional details, for an operator to
 * review. The server's refusal (e.g. one's own content) is shown as it says it.
 */
export function ReportDialog({ open, onClose, subjectType, subjectId }: ReportDialogProps) {
  const form = useSchemaForm(reportFormSchema, { defaultValues: { details: '' } });
  const reason = bindValue(form, 'reason');
  const details = form.watch('details') ?? '';
  const detailsId = useId();
  const reasonName = useId();
  const [report, { loading }] = useMutation(ReportContentMutation, {
    context: { skipErrorToast: true },
  });

  const close = () => {
    if (loading) return;
    onClose();
  };
  const send = form.handleSubmit(
    async (values) => {
      try {
        await report({
          variables: { input: { subject_type: subjectType, subject_id: subjectId, ...values } },
        });
        toast.success(REPORT_THANKS);
        form.reset();
        onClose();
      } catch (error) {
        toast.error(errorMessage(error, REPORT_FAILED));
      }
    },
    // What the server would refuse (e.g. control characters in the details), told the same way.
    (errors) => void toast.error(formMessage(errors) ?? REPORT_FAILED),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={TITLES[subjectType]}
      description="Reports are private: the member is not told who reported them."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button
            onClick={() => void send()}
            disabled={!reason.value || loading}
            aria-busy={loading}
          >
            {loading ? 'Sending...' : 'Submit report'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2" disabled={loading}>
          <legend className="mb-2 text-sm font-semibold text-foreground/90">
            Why are you reporting this?
          </legend>
          {REPORT_REASONS.map((value) => {
            const { label, hint } = REPORT_REASON_LABELS[value];
            const checked = reason.value === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3.5 py-2.5 transition-colors',
                  'hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-primary bg-primary-soft/60 hover:bg-primary-soft/60',
                )}
              >
                <input
                  type="radio"
                  name={reasonName}
                  value={value}
                  checked={checked}
                  onChange={() => reason.onChange(value)}
                  className="mt-1 size-4 shrink-0 accent-[var(--primary-fill)] focus-visible:outline-none"
                />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold">{label}</span>
                  <span className="text-xs text-muted-foreground">{hint}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={detailsId} className="text-sm font-semibold text-foreground/90">
              Details
              <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span>
            </label>
            <span id={`${detailsId}-count`} className="text-xs text-muted-foreground tabular-nums">
              {details.length} / {REPORT_LIMITS.detailsMax}
            </span>
          </div>
          <Textarea
            id={detailsId}
            {...form.register('details')}
            maxLength={REPORT_LIMITS.detailsMax}
            rows={3}
            disabled={loading}
            aria-describedby={`${detailsId}-count`}
            placeholder="Anything that helps us understand (optional)"
          />
        </div>
      </div>
    </Dialog>
  );
}
