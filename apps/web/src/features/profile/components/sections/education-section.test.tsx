import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteEducationMutation, UpdateEducationMutation } from '../../api/education';
import { education, educationMock, renderWithMocks, type Mocks } from '../../test/profile-fixtures';
import { EducationSection } from './education-section';

const twoItems = [
  education({ _id: 'e1', institution_name: 'First School', order: 0 }),
  education({ _id: 'e2', institution_name: 'Second School', order: 1, is_current: true }),
];

function renderSection(mocks: Mocks, isOwner = true) {
  renderWithMocks(<EducationSection userId="user-1" isOwner={isOwner} />, mocks);
}

describe('EducationSection', () => {
  it("shows each entry with its dates, 'Present' when current", async () => {
    renderSection([educationMock('user-1', twoItems)]);
    expect(await screen.findByText('First School')).toBeInTheDocument();
    expect(screen.getByText(/Sep 1, 2019 – Jun 30, 2023/)).toBeInTheDocument();
    expect(screen.getByText(/Sep 1, 2019 – Present/)).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and refetches', async () => {
    let deleted = false;
    renderSection([
      educationMock('user-1', twoItems),
      {
        request: { query: DeleteEducationMutation, variables: { educationId: 'e1' } },
        result: () => {
          deleted = true;
          return { data: { deleteEducation: 'e1' } };
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete First School' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this education?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Edit Order sends { order: index } for every item', async () => {
    const sent: unknown[] = [];
    const update = (educationId: string, order: number) => ({
      request: {
        query: UpdateEducationMutation,
        variables: { educationId, input: { order } },
      },
      result: () => {
        sent.push([educationId, order]);
        return { data: { updateEducation: education({ _id: educationId, order }) } };
      },
    });
    renderSection([educationMock('user-1', twoItems), update('e2', 0), update('e1', 1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move Second School up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      ['e2', 0],
      ['e1', 1],
    ]);
  });

  it('gives the owner Add and Edit Order above a non-empty list, and Edit per item', async () => {
    renderSection([educationMock('user-1', twoItems)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit First School' }));
    expect(screen.getByRole('dialog', { name: 'Edit Education' })).toBeInTheDocument();
    expect(screen.getByLabelText('Institution Name')).toHaveValue('First School');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add education' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Order' })).toBeInTheDocument();
  });

  it('opens the add form from the owner’s Add button', async () => {
    renderSection([educationMock('user-1', [])]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add education' }));
    expect(screen.getByRole('dialog', { name: 'Add Education' })).toBeInTheDocument();
  });

  it('is read-only for a viewer', async () => {
    renderSection([educationMock('user-1', twoItems)], false);
    expect(await screen.findByText('First School')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Edit|Add/ })).not.toBeInTheDocument();
  });
});
