import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { Sheet } from './sheet';

// Each modal is opened by a button of the page (controlled, no Radix Trigger): closing it gives
// focus back to that button, not to the page's body.
type Kind = 'dialog' | 'sheet' | 'confirm';

function Opener({ kind }: { kind: Kind }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {kind === 'dialog' ? (
        <Dialog open={open} onClose={close} title="A dialog">
          <input aria-label="Name" />
        </Dialog>
      ) : null}
      {kind === 'sheet' ? (
        <Sheet open={open} onClose={close} title="A sheet">
          <button type="button">Inside</button>
        </Sheet>
      ) : null}
      {kind === 'confirm' ? (
        <ConfirmDialog
          open={open}
          title="Sure?"
          description="It cannot be undone."
          confirmLabel="Delete"
          onConfirm={close}
          onCancel={close}
        />
      ) : null}
    </>
  );
}

describe.each<Kind>(['dialog', 'sheet', 'confirm'])('a %s', (kind) => {
  it('gives focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole(kind === 'confirm' ? 'alertdialog' : 'dialog'),
      ).not.toBeInTheDocument(),
    );
    expect(opener).toHaveFocus();
  });
});
