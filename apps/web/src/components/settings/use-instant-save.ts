import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';

// How long "Saved" stays beside a setting once the server kept the choice.
const SAVED_SHOWN_MS = 3000;

/**
 * A setting saved as soon as it changes (the notification rows, online status): while saving it
 * shows the new `choice`; then "Saved" for a moment, or `failed` with the choice to try again
 * (the caller shows the server's value meanwhile).
 */
export function useInstantSave<T>(save: (value: T) => Promise<unknown>) {
  const [choice, setChoice] = useState<T | null>(null);
  const [failed, setFailed] = useState<{ value: T; message: string } | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const choose = async (value: T) => {
    setChoice(value);
    setFailed(null);
    setSaved(false);
    try {
      await save(value);
      setSaved(true);
    } catch (error) {
      setFailed({ value, message: errorMessage(error, 'Could not save this choice.') });
    } finally {
      setChoice(null);
    }
  };

  return { choice, failed, saved, choose };
}
