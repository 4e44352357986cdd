import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLeaveEvent, type LeaveTexts } from '../hooks/use-event-answers';

interface LeaveEventButtonProps {
  eventId: string;
  /** The button's content (an icon and its label). */
  children: ReactNode;
  /** The dialog's question, what leaving does, and its confirm button. */
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** The toasts after it (leaving's own by default). */
  texts?: LeaveTexts;
}

/** Leaving the event (alone or a registered squad), asked once more in a dialog. */
export function LeaveEventButton({ eventId, children, texts, ...dialog }: LeaveEventButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const { leaveEvent, leaving } = useLeaveEvent(eventId, texts);
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={confirming}
        {...dialog}
        busy={leaving}
        tone="destructive"
        onConfirm={() => {
          void leaveEvent().then((left) => {
            if (left) setConfirming(false);
          });
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
