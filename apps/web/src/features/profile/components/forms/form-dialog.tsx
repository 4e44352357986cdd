import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string;
  saving: boolean;
  /** A validation or server message, shown in red above the buttons. */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The shell of every profile form: fields, the error in red, then Cancel and Save ('Saving...'). */
export function FormDialog({
  open,
  title,
  description,
  saving,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  const close = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      className="sm:max-w-lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {children}
        {error ? (
          // The body scrolls on small screens: bring a new message into view above the buttons.
          <div key={error} ref={(node) => node?.scrollIntoView?.({ block: 'nearest' })}>
            <Alert>{error}</Alert>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
