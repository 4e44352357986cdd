import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LinkedText } from './linked-text';

it('shows the addresses in a message as links to a new tab that tell the site nothing', () => {
  render(
    <p>
      <LinkedText text="Board at https://trello.com/b/rover and javascript:alert(1)" own={false} />
    </p>,
  );
  const link = screen.getByRole('link', { name: 'https://trello.com/b/rover' });
  expect(link).toHaveAttribute('href', 'https://trello.com/b/rover');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.getByText(/and javascript:alert\(1\)/)).toBeInTheDocument();
});
