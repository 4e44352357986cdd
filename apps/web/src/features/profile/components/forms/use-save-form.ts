import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { refetchQuietly } from '../../lib/sections';

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

/** What every Add / Edit section dialog receives from its section. */
export interface SectionFormProps<T> {
  userId: string;
  /** null adds a new entry. */
  item: T | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

interface FormCallbacks {
  onClose: () => void;
  /** Refetches after a successful save. */
  onSaved: () => Promise<unknown>;
}

/**
 * A profile form's state and its save: validate with `schema`, `send`, then close and refetch.
 * `dialog` holds the props FormDialog needs besides its title.
 */
export function useProfileForm<F extends object, T>(
  initial: () => F,
  schema: Schema<T>,
  send: (values: T, form: F) => Promise<unknown>,
  { onClose, onSaved }: FormCallbacks,
) {
  const [form, setForm] = useState(initial);
  const set = (patch: Partial<F>) => setForm((current) => ({ ...current, ...patch }));
  /** `value` and `onChange` for the field editing `key`. */
  const bind = <K extends keyof F>(key: K) => ({
    value: form[key],
    onChange: (value: F[K]) => {
      const patch: Partial<F> = {};
      patch[key] = value;
      set(patch);
    },
  });
  const { saving, error, save } = useSaveForm();

  const submit = async () => {
    const saved = await save(schema, form, (values) => send(values, form));
    if (!saved) return;
    onClose();
    refetchQuietly(onSaved);
  };

  return {
    form,
    set,
    bind,
    dialog: { open: true, saving, error, onSubmit: () => void submit(), onClose },
  };
}
