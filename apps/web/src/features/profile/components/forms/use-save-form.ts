import { useState } from 'react';
import { errorMessage } from '../../lib/sections';

/** What the shared zod schemas offer, without importing zod into the web app. */
export interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * Validate with the shared schema, send, then report: the first validation message or the
 * server's message is kept in `error` for the dialog to show in red.
 */
export function useSaveForm() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save<T>(
    schema: Schema<T>,
    raw: unknown,
    send: (values: T) => Promise<unknown>,
  ): Promise<boolean> {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return false;
    }
    setSaving(true);
    setError(null);
    try {
      await send(parsed.data);
      return true;
    } catch (failure) {
      console.error('Saving the profile form failed', failure);
      setError(errorMessage(failure, 'Something went wrong. Please try again.'));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, setError, save };
}
