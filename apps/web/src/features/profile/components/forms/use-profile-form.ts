import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/error-message';
import {
  bindValue,
  formMessage,
  isSending,
  showServerError,
  useSchemaForm,
  type FormSchema,
} from '@/lib/forms';
import { refetchQuietly } from '../../lib/sections';

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
 * A profile dialog's form over its shared schema: on Save the schema judges the values (its first
 * message, or the server's, is shown in red above the buttons), `send` gets the schema's output,
 * then the dialog closes and the section refetches. `dialog` holds the props FormDialog needs
 * besides its title.
 */
export function useProfileForm<S extends FormSchema, F extends z.input<S> & FieldValues>(
  initial: () => F,
  schema: S,
  send: (values: z.output<S>) => Promise<unknown>,
  { onClose, onSaved }: FormCallbacks,
) {
  // Read once, when the dialog opens (react-hook-form keeps its own copy from then on).
  const [defaultValues] = useState(initial);
  const form = useSchemaForm<S, F>(schema, {
    // A generic F is not seen as its own DeepPartial by the compiler.
    defaultValues: defaultValues as DefaultValues<F>,
  });
  type Name = FieldPath<F>;

  /** Sets several fields at once (e.g. ticking "current" clears the end date). */
  const set = (patch: Partial<F>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as Name, value as PathValue<F, Name>, { shouldDirty: true });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (failure) {
      console.error('Saving the profile form failed', failure);
      showServerError(form, errorMessage(failure, 'Something went wrong. Please try again.'));
      return;
    }
    onClose();
    refetchQuietly(onSaved);
  });

  return {
    form: form.watch(),
    set,
    bind: <N extends Name>(name: N) => bindValue(form, name),
    dialog: {
      open: true,
      saving: isSending(form.formState),
      error: formMessage(form.formState.errors),
      onSubmit: () => void submit(),
      onClose,
    },
  };
}
