import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateEducationMutation } from '../../api/education';
import { education, type Mocks } from '../../test/profile-fixtures';
import { EducationFormDialog, type Education } from './education-form-dialog';

function renderDialog(item: Education | null, mocks: Mocks = []) {
  const onClose = vi.fn();
  const onSaved = vi.fn(() => Promise.resolve());
  render(
    <MockedProvider mocks={mocks}>
      <EducationFormDialog userId="user-1" item={item} onClose={onClose} onSaved={onSaved} />
    </MockedProvider>,
  );
  return { onClose, onSaved };
}

describe('EducationFormDialog', () => {
  it('edits an existing entry; ticking current hides and clears the end date', async () => {
    renderDialog(education());
    expect(screen.getByRole('heading', { name: 'Edit Education' })).toBeInTheDocument();
    const end = screen.getByLabelText(/End Date/);
    expect(end).toHaveValue('2023-06-30');
    expect(end).toHaveAttribute('min', '2019-09-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I currently study here' }));
    expect(screen.queryByLabelText(/End Date/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I currently study here' }));
    expect(screen.getByLabelText(/End Date/)).toHaveValue('');
  });

  it('adds an entry with empty optional values sent as null, then closes and refetches', async () => {
    const input = {
      institution_name: 'MIT',
      degree: 'MSc',
      field_of_study: 'AI',
      location_id: null,
      start_date: '2024-09-01',
      end_date: null,
      is_current: true,
      grade: null,
      description: null,
    };
    const { onClose, onSaved } = renderDialog(null, [
      {
        request: { query: CreateEducationMutation, variables: { userId: 'user-1', input } },
        result: { data: { createEducation: education({ ...input, _id: 'edu-9' }) } },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Add Education' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Institution Name'), 'MIT');
    await userEvent.type(screen.getByLabelText('Degree'), 'MSc');
    await userEvent.type(screen.getByLabelText('Field of Study'), 'AI');
    await userEvent.type(screen.getByLabelText('Start Date'), '2024-09-01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I currently study here' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('requires the institution name', async () => {
    renderDialog(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Institution name is required.');
  });
});
