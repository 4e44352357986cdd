import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

// Two dialogs and typing: slower than the default 5 s on a loaded 2-core machine.
const SLOW = 20_000;
import { AdminReportQuery, HideMessageMutation, SuspendMemberMutation } from '../api/admin';
import { ReportPage } from './report-page';

type Mocks = NonNullable<ComponentProps<typeof MockedProvider>['mocks']>;

const member = (id: string, first: string, last: string) => ({
  __typename: 'AdminMember' as const,
  _id: id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  photo: null,
  title: null,
  is_operator: false,
  suspension: null as {
    __typename: 'Suspension';
    since: string;
    until: string;
    reason: string;
  } | null,
});
const SENDER = member('user-sam', 'Sam', 'Spammer');
const REPORTER = member('user-rae', 'Rae', 'Reporter');

const message = (id: string, content: string, { _id, first_name, last_name } = SENDER) => ({
  __typename: 'AdminMessage' as const,
  _id: id,
  chat_id: 'chat-1',
  kind: 'text' as const,
  content,
  is_deleted: false,
  created_at: '2026-11-28T10:00:00.000Z',
  hidden: null,
  sender: { __typename: 'AdminMember' as const, _id, first_name, last_name },
});

const report = {
  __typename: 'AdminReport' as const,
  _id: 'report-1',
  status: 'open' as const,
  subject_type: 'message' as const,
  subject_id: 'msg-2',
  reason: 'spam' as const,
  details: 'Advertising in my chat.',
  created_at: '2026-11-28T11:00:00.000Z',
  resolved_at: null,
  reporter: REPORTER,
  context: {
    __typename: 'AdminReportContext' as const,
    gone: false,
    post: null,
    // A message report's context names the sender in full.
    member: { ...SENDER, bio: null, created_at: '2026-01-01T00:00:00.000Z' },
    message: message('msg-2', 'Cheap followers'),
    neighbours: [
      message('msg-1', 'Hi, nice project!'),
      message('msg-2', 'Cheap followers'),
      message('msg-3', 'Please stop.', REPORTER),
    ],
  },
};

/** adminReport answering `answers` in turn (the page refetches it after an action), then the last. */
const reportMocks = (answers: (typeof report)[]) =>
  answers.map((answer, index) => ({
    request: { query: AdminReportQuery, variables: { reportId: 'report-1' } },
    result: { data: { adminReport: answer } },
    maxUsageCount: index === answers.length - 1 ? 10 : 1,
  }));

function renderReport(mocks: Mocks, answers = [report]) {
  render(
    <MockedProvider mocks={[...reportMocks(answers), ...mocks]}>
      <MemoryRouter initialEntries={['/admin/reports/report-1']}>
        <Routes>
          <Route path="/admin/reports/:reportId" element={<ReportPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ReportPage', () => {
  it('shows the reported message among its neighbours, highlighted, with the report', async () => {
    renderReport([]);
    const thread = await screen.findByRole('list', {
      name: 'The conversation around the reported message',
    });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(items[1]).toHaveTextContent('Cheap followers');
    expect(items[1]).toHaveTextContent('Reported');
    expect(screen.getByRole('heading', { level: 1, name: 'Reported message' })).toBeVisible();
    expect(screen.getByText('Advertising in my chat.')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'The report' })).getByText('Rae Reporter'),
    ).toBeVisible();
  });

  it('asks for a reason before hiding, and shows the API’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderReport([
      {
        request: {
          query: HideMessageMutation,
          variables: {
            input: { subjectId: 'msg-2', reason: 'Spam link', reportId: 'report-1' },
          },
        },
        result: {
          errors: [
            new GraphQLError('This message was deleted.', { extensions: { code: 'NOT_FOUND' } }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Hide message' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam link');
    await user.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This message was deleted.');
  });

  it(
    'suspends the sender for a day only after the confirmation',
    async () => {
      const user = userEvent.setup();
      const suspended = {
        ...SENDER,
        suspension: {
          __typename: 'Suspension' as const,
          since: '2026-11-28T12:00:00.000Z',
          until: '2026-11-29T12:00:00.000Z',
          reason: 'Spam in chats',
        },
      };
      // The page reads the report again after the action: the server's answer shows the suspension.
      const afterSuspension = {
        ...report,
        context: { ...report.context, member: { ...report.context.member, ...suspended } },
      };
      renderReport(
        [
          {
            request: {
              query: SuspendMemberMutation,
              variables: {
                input: {
                  userId: 'user-sam',
                  days: 1,
                  reason: 'Spam in chats',
                  reportId: 'report-1',
                },
              },
            },
            result: {
              data: {
                suspendMember: {
                  __typename: 'AdminMember',
                  _id: 'user-sam',
                  suspension: suspended.suspension,
                },
              },
            },
          },
        ],
        [report, afterSuspension],
      );
      await user.click(await screen.findByRole('button', { name: 'Suspend member' }));
      const dialog = screen.getByRole('dialog', { name: 'Suspend Sam Spammer' });
      expect(within(dialog).getByRole('radio', { name: '1 day' })).toBeChecked();
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam in chats');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Suspend Sam Spammer for 1 day?' });
      await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
      expect(await screen.findByRole('button', { name: 'Lift suspension' })).toBeVisible();
      expect(screen.getByText(/Sam Spammer is suspended until 29 November 2026/)).toBeVisible();
    },
    SLOW,
  );

  it(
    'refuses a number of days out of range before asking the server',
    async () => {
      const user = userEvent.setup();
      renderReport([]);
      await user.click(await screen.findByRole('button', { name: 'Suspend member' }));
      const dialog = screen.getByRole('dialog', { name: 'Suspend Sam Spammer' });
      await user.click(within(dialog).getByRole('radio', { name: 'Another number of days' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Days' }), '0');
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A suspension lasts at least 1 day.',
      );
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
    SLOW,
  );
});
