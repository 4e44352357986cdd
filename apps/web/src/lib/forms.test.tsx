import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { loginSchema, type LoginValues } from '@squadup/shared';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from './forms';

describe('formMessage', () => {
  it("prefers the server's answer, then the first field message, nested ones included", () => {
    const field = { type: 'too_small', message: 'Title is required.' };
    expect(formMessage({})).toBeNull();
    expect(formMessage({ title: field })).toBe('Title is required.');
    expect(
      formMessage({
        links: [undefined, { url: { type: 'invalid', message: 'Link URL must be valid.' } }],
        title: field,
      } as unknown as FieldErrors),
    ).toBe('Link URL must be valid.');
    expect(
      formMessage({ title: field, root: { server: { type: 'server', message: 'No.' } } }),
    ).toBe('No.');
  });
});

/** A small form on the shared login schema, wired as every form of ours is. */
function LoginProbe({ send }: { send: (values: LoginValues) => Promise<void> }) {
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const busy = isSending(form.formState);
  const message = formMessage(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch {
      showServerError(form, 'Login failed');
    }
  });
  const control = (name: 'email' | 'password') =>
    controlProps(form, name, { id: `probe-${name}`, errorId: 'probe-error', disabled: busy });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="probe-email">Email</label>
      <input {...control('email')} />
      <label htmlFor="probe-password">Password</label>
      <input {...control('password')} />
      {message ? (
        <p role="alert" id="probe-error">
          {message}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}

describe('a form on useSchemaForm', () => {
  it('shows the first message, marks and focuses the wrong field, and keeps the message while typing', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    render(<LoginProbe send={send} />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'probe-error');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'maya');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the schema's output, is busy meanwhile, and shows a server failure until the next try", async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => undefined;
    const send = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<LoginProbe send={send} />);
    await user.type(screen.getByLabelText('Email'), '  Maya@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ email: 'maya@example.com', password: 'secret' });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    fail(new Error('refused'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password cannot be empty.');
  });
});
