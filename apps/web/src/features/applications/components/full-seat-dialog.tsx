import { Armchair, Plus } from 'lucide-react';
import { seatsFilledText, spotsFilledText } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { FullSeat, SeatChoice } from '../lib/full-seat';

interface FullSeatDialogProps {
  /** The applicant's name. */
  name: string;
  /** What is full and what can be offered; the dialog is open while set. */
  full: FullSeat | null;
  busy: boolean;
  onChoose: (seat: SeatChoice) => void;
  onCancel: () => void;
}

/**
 * Accept on a full role (or a full squad) asks where to seat the applicant instead of failing: in
 * another role with a free seat, or in one more seat of their own. Cancel leaves them pending.
 */
export function FullSeatDialog({ name, full, busy, onChoose, onCancel }: FullSeatDialogProps) {
  const close = () => {
    if (!busy) onCancel();
  };
  const offers = full
    ? full.freeRoles.length + full.addableRoles.length + (full.canAddSeat ? 1 : 0)
    : 0;
  return (
    <Dialog
      open={full !== null}
      onClose={close}
      title={full?.role ? `The ${full.role} role is full` : 'Every spot is filled'}
      description={full ? `${fullText(full, name)} ${offerText(offers)}` : undefined}
      footer={
        <Button variant="outline" onClick={close} disabled={busy}>
          Cancel
        </Button>
      }
    >
      {full && offers > 0 ? (
        <ul aria-label={`Seats for ${name}`} className="flex flex-col gap-2">
          {full.freeRoles.map(({ role, free }) => (
            <li key={role}>
              <Button
                variant="outline"
                className="w-full justify-start"
                disabled={busy}
                onClick={() => onChoose({ role })}
              >
                <Armchair aria-hidden="true" />
                Seat as {role} ({free} free)
              </Button>
            </li>
          ))}
          {full.addableRoles.map((role) => (
            <li key={`add-${role}`}>
              <Button
                variant="outline"
                className="w-full justify-start"
                disabled={busy}
                onClick={() => onChoose({ role, addSeat: true })}
              >
                <Plus aria-hidden="true" />
                Add a {role} seat
              </Button>
            </li>
          ))}
          {full.canAddSeat ? (
            <li>
              <Button
                variant="outline"
                className="w-full justify-start"
                disabled={busy}
                onClick={() => onChoose({ addSeat: true })}
              >
                <Plus aria-hidden="true" />
                {full.role ? `Add a ${full.role} seat` : 'Add a spot'}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </Dialog>
  );
}

/** "Noor Haddad applied for Backend (2 of 2 filled)." or "Every spot is taken (3 of 3 spots filled)." */
function fullText(full: FullSeat, name: string): string {
  return full.role
    ? `${name} applied for ${full.role} (${seatsFilledText(full.total, full.total)}).`
    : `Every spot is taken (${spotsFilledText(full.total, full.total)}).`;
}

function offerText(offers: number): string {
  return offers > 0
    ? 'Choose a seat for them, or cancel to leave them pending.'
    : 'No role has a free seat, and none can be added here. They stay pending; you can change the seats from Edit Post.';
}
