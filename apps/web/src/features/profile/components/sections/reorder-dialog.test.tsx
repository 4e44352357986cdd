import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReorderDialog } from './reorder-dialog';

const items = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];

function renderDialog(saveOrder: (id: string, order: number) => Promise<unknown>) {
  const onClose = vi.fn();
  const onSaved = vi.fn(() => Promise.resolve());
  render(
    <ReorderDialog
      what="education"
      items={items}
      onClose={onClose}
      saveOrder={saveOrder}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
}

describe('ReorderDialog', () => {
  it('saves one update per item, in turn, with its new index', async () => {
    const calls: [string, number][] = [];
    const saveOrder = vi.fn((id: string, order: number) => {
      calls.push([id, order]);
      return Promise.resolve();
    });
    const { onClose, onSaved } = renderDialog(saveOrder);
    expect(screen.getByRole('heading', { name: 'Edit Order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Failed to save order' and stays open when an update fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saveOrder = vi.fn((id: string) =>
      id === 'b' ? Promise.reject(new Error('No.')) : Promise.resolve(),
    );
    const { onClose, onSaved } = renderDialog(saveOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save order')).toBeInTheDocument();
    expect(saveOrder).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Cancel discards the new order without saving', async () => {
    const saveOrder = vi.fn(() => Promise.resolve());
    const { onClose } = renderDialog(saveOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Move Beta up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(saveOrder).not.toHaveBeenCalled();
  });
});
