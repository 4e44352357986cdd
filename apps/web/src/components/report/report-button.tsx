import { useState } from 'react';
import { Flag } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ReportDialog, type ReportDialogProps } from './report-dialog';

type ReportButtonProps = Pick<ReportDialogProps, 'subjectType' | 'subjectId'> &
  Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/** "Report" and its dialog; the caller leaves it out for the viewer's own content. */
export function ReportButton({
  subjectType,
  subjectId,
  variant = 'ghost',
  size = 'md',
  className,
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report
      </Button>
      <ReportDialog
        open={open}
        onClose={() => setOpen(false)}
        subjectType={subjectType}
        subjectId={subjectId}
      />
    </>
  );
}
