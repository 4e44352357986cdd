import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness(props: { maxItems?: number; itemMax?: number; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <TagInput
      label="Required skills"
      value={value}
      onChange={setValue}
      suggestions={['React', 'Python']}
      maxItems={props.maxItems}
      itemMax={props.itemMax}
      showCount
    />
  );
}

const chips = () =>
  within(
    screen.queryByRole('list', { name: 'Chosen required skills' }) ?? document.createElement('ul'),
  )
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('TagInput', () => {
  it('adds trimmed text on Enter and ignores blanks and case-insensitive duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Required skills' });
    await user.type(input, '  Rust  {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'rust{Enter}');
    expect(chips()).toEqual(['Rust']);
    expect(input).toHaveValue('');
  });

  it('suggestion chips toggle their value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'React' }));
    expect(chips()).toEqual(['React']);
    expect(screen.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'React' }));
    expect(chips()).toEqual([]);
  });

  it('stops at the maximum: the counter reads 2/2 and the input is disabled', async () => {
    const user = userEvent.setup();
    render(<Harness maxItems={2} initial={['Go']} />);
    await user.type(screen.getByRole('textbox', { name: 'Required skills' }), 'Rust{Enter}');
    expect(chips()).toEqual(['Go', 'Rust']);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Required skills' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Python' })).toBeDisabled();
  });

  it('limits each item’s length and removes a tag with its button', async () => {
    const user = userEvent.setup();
    render(<Harness itemMax={5} initial={['Go']} />);
    expect(screen.getByRole('textbox', { name: 'Required skills' })).toHaveAttribute(
      'maxLength',
      '5',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Go' }));
    expect(chips()).toEqual([]);
  });
});
