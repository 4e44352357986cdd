import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { APPLICANT_REVIEW } from '@squadup/shared';
import { DeclineTemplatesQuery, SaveDeclineTemplatesMutation } from '../api/applications';
import { DeclineDialog } from './decline-dialog';

// Apollo's MockedProvider answers the saved reasons and their saves; the decline itself is the
// card's (onDecline), tested in applicant-card.test.tsx.

type Mocks = ComponentProps<typeof MockedProvider>['mocks'];

const savedReasons = (templates: string[]) => ({
  request: { query: DeclineTemplatesQuery },
  result: { data: { declineTemplates: templates } },
});

const saving = (templates: string[]) => {
  const result = vi.fn(() => ({ data: { saveDeclineTemplates: templates } }));
  return {
    mock: { request: { query: SaveDeclineTemplatesMutation, variables: { templates } }, result },
    result,
  };
};

function renderDialog(mocks: Mocks, onDecline = vi.fn(() => Promise.resolve<string | null>(null))) {
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <DeclineDialog
        name="Noor Haddad"
        firstName="Noor"
        open
        seated={false}
        deciding={false}
        onDecline={onDecline}
        onClose={onClose}
      />
    </MockedProvider>,
  );
  return { onDecline, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Decline Noor Haddad?' });
const reasonField = () => within(dialog()).getByLabelText(/^Reason/);
const saveBox = () =>
  within(dialog()).getByRole('checkbox', { name: 'Save this reason for next time' });
const decline = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Decline' }));

describe('DeclineDialog', () => {
  it('lists the saved reasons as buttons that fill the reason', async () => {
    renderDialog([savedReasons(['Too early for us.', 'We need someone local.'])]);
    const list = await within(dialog()).findByRole('list', { name: 'Saved reasons' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^(?!Remove)/ })
        .map((button) => button.textContent),
    ).toEqual(['Too early for us.', 'We need someone local.']);
    await userEvent.type(reasonField(), 'draft');
    await userEvent.click(within(list).getByRole('button', { name: 'We need someone local.' }));
    expect(reasonField()).toHaveValue('We need someone local.');
  });

  it('saves a new reason for next time, then declines with it', async () => {
    const { mock, result } = saving(['Too early for us.', 'Our stack is Go only.']);
    const { onDecline, onClose } = renderDialog([savedReasons(['Too early for us.']), mock]);
    await within(dialog()).findByRole('list', { name: 'Saved reasons' });
    await userEvent.type(reasonField(), 'Our stack is Go only.');
    await userEvent.click(saveBox());
    await decline();
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith('Our stack is Go only.'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('does not save a reason already saved', async () => {
    const { mock, result } = saving(['Too early for us.', 'Too early for us.']);
    const { onDecline } = renderDialog([savedReasons(['Too early for us.']), mock]);
    await userEvent.click(
      await within(dialog()).findByRole('button', { name: 'Too early for us.' }),
    );
    await userEvent.click(saveBox());
    await decline();
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith('Too early for us.'));
    expect(result).not.toHaveBeenCalled();
  });

  it('forgets a saved reason with its remove button', async () => {
    const { mock, result } = saving(['We need someone local.']);
    renderDialog([savedReasons(['Too early for us.', 'We need someone local.']), mock]);
    await userEvent.click(
      await within(dialog()).findByRole('button', {
        name: 'Remove saved reason: Too early for us.',
      }),
    );
    await waitFor(() =>
      expect(
        within(dialog()).queryByRole('button', { name: 'Too early for us.' }),
      ).not.toBeInTheDocument(),
    );
    expect(result).toHaveBeenCalledTimes(1);
    expect(
      within(dialog()).getByRole('button', { name: 'We need someone local.' }),
    ).toBeInTheDocument();
  });

  it('disables saving, and says why, once the list is full', async () => {
    const full = Array.from(
      { length: APPLICANT_REVIEW.declineTemplatesMax },
      (_, i) => `Reason ${i + 1}`,
    );
    renderDialog([savedReasons(full)]);
    await within(dialog()).findByRole('list', { name: 'Saved reasons' });
    expect(saveBox()).toBeDisabled();
    expect(saveBox()).toHaveAccessibleDescription(
      'You have 8 saved reasons, the most you can keep. Remove one to save this one.',
    );
  });

  it('shows a failed save in the dialog and declines nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onDecline, onClose } = renderDialog([
      savedReasons([]),
      {
        request: {
          query: SaveDeclineTemplatesMutation,
          variables: { templates: ['Not this time.'] },
        },
        error: new Error('Network down'),
      },
    ]);
    await waitFor(() => expect(saveBox()).toBeEnabled());
    await userEvent.type(reasonField(), 'Not this time.');
    await userEvent.click(saveBox());
    await decline();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Could not save your reasons. Please try again.',
    );
    expect(onDecline).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('still declines when the saved reasons cannot be read, without offering to save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onDecline } = renderDialog([
      { request: { query: DeclineTemplatesQuery }, error: new Error('Network down') },
    ]);
    expect(
      await within(dialog()).findByText('Your saved reasons could not be loaded.'),
    ).toBeInTheDocument();
    expect(saveBox()).toBeDisabled();
    await decline();
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith(null));
  });
});
