import { useId, useState } from 'react';
import { TEXT_LIMITS } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';

interface ConnectDialogProps {
  open: boolean;
  /** Who the request goes to, for the title ("Connect with Ana Lopez"); else "Connect". */
  name?: string;
  sending: boolean;
  /** The server's refusal of the last attempt, shown in the dialog. */
  failure: string | null;
  /** Sends with the note (empty: none); resolves true once the server took it. */
  onSend: (note: string) => Promise<boolean>;
  onClose: () => void;
}

const NOTE_MAX = TEXT_LIMITS.connectionMessageMax;

/**
 * Connect's one step: an optional short note (the server checks the same limit), then "Send
 * request". A refusal stays in the dialog, next to the note it concerns.
 */
export function ConnectDialog({
  open,
  name,
  sending,
  failure,
  onSend,
  onClose,
}: ConnectDialogProps) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const counterId = useId();

  const close = () => {
    if (sending) return;
    onClose();
  };
  const send = async () => {
    if (await onSend(note)) {
      setNote('');
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={name ? `Connect with ${name}` : 'Connect'}
      description="Add a short note to say who you are or why you want to connect (optional)."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={sending} aria-busy={sending}>
            {sending ? 'Sending...' : 'Send request'}
          </Button>
        </>
      }
    >
      <label htmlFor={noteId} className="mb-2 block text-sm font-semibold text-foreground/90">
        Note
        <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span>
      </label>
      <Textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Hi! I saw your project and..."
        maxLength={NOTE_MAX}
        rows={3}
        disabled={sending}
        aria-describedby={counterId}
      />
      <p id={counterId} className="mt-1.5 text-right text-xs text-muted-foreground tabular-nums">
        {note.length}/{NOTE_MAX}
      </p>
      {failure ? <Alert className="mt-3">{failure}</Alert> : null}
    </Dialog>
  );
}
