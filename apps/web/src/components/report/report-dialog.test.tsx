import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_LIMITS } from '@squadup/shared';
import { toast } from '@/lib/toast';
import { ReportContentMutation } from './api/report-content';
import { ReportButton } from './report-button';

// Apollo's MockedProvider answers reportContent; the toasts are spied on.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const input = (overrides: Record<string, unknown> = {}) => ({
  subject_type: 'post',
  subject_id: 'post-1',
  reason: 'scam',
  details: null,
  ...overrides,
});

const reported = vi.fn((variables: { input: ReturnType<typeof input> }) => ({
  data: {
    reportContent: {
      __typename: 'Report',
      _id: 'report-1',
      subject_type: variables.input.subject_type,
      subject_id: variables.input.subject_id,
      reason: variables.input.reason,
    },
  },
}));

function renderReport(mocks: Mocks) {
  render(
    <MockedProvider mocks={mocks}>
      <ReportButton subjectType="post" subjectId="post-1" />
    </MockedProvider>,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Report' }));
  return user;
}

describe('ReportDialog', () => {
  it('lists the reasons with readable labels and submits only once one is chosen', async () => {
    renderReport([]);
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Why are you reporting this?' });
    expect(group).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'SpamAdvertising, repeated or unrelated content.',
      'HarassmentBullying, threats or targeting someone.',
      'InappropriateOffensive, explicit or hateful content.',
      'ScamFraud, phishing or asking for money or passwords.',
      'Something elseTell us what is wrong in the details.',
    ]);
    expect(screen.getByRole('button', { name: 'Submit report' })).toBeDisabled();
  });

  it('is usable from the keyboard: arrows choose a reason, then submit with a thank-you toast', async () => {
    reported.mockClear();
    renderReport([
      {
        request: { query: ReportContentMutation, variables: { input: input() } },
        result: reported,
      },
    ]);
    const user = await openDialog();
    // Focus starts on the first reason; the arrow keys move through the group.
    expect(screen.getByRole('radio', { name: /^Spam/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Scam/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Thanks, we'll review this report."),
    );
    expect(reported).toHaveBeenCalledWith({ input: input() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends trimmed details, counts characters and stops at the limit', async () => {
    reported.mockClear();
    renderReport([
      {
        request: {
          query: ReportContentMutation,
          variables: { input: input({ reason: 'other', details: 'Asks for card numbers' }) },
        },
        result: reported,
      },
    ]);
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: /^Something else/ }));
    const details = screen.getByRole('textbox', { name: /Details/ });
    expect(details).toHaveAttribute('maxLength', String(REPORT_LIMITS.detailsMax));
    await user.type(details, '  Asks for card numbers ');
    expect(screen.getByText(`24 / ${REPORT_LIMITS.detailsMax}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(reported).toHaveBeenCalledWith({
      input: input({ reason: 'other', details: 'Asks for card numbers' }),
    });
  });

  it("shows the server's refusal and stays open", async () => {
    renderReport([
      {
        request: { query: ReportContentMutation, variables: { input: input({ reason: 'spam' }) } },
        result: {
          errors: [
            new GraphQLError('You cannot report your own content.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    const user = await openDialog();
    await user.click(screen.getByRole('radio', { name: /^Spam/ }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('You cannot report your own content.'),
    );
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit report' })).toBeEnabled();
  });

  it('Cancel closes without sending', async () => {
    renderReport([]);
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
