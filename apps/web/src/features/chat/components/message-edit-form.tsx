import { useEffect, useRef, type KeyboardEvent } from 'react';
import { z } from 'zod';
import { CHAT, messageContentSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isSubmittingValues, useSchemaForm } from '@/lib/forms';

const editSchema = z.object({ content: messageContentSchema });

interface MessageEditFormProps {
  initial: string;
  onSave: (content: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Inline editing of one's own message: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditForm({ initial, onSave, onCancel }: MessageEditFormProps) {
  const form = useSchemaForm(editSchema, { defaultValues: { content: initial } });
  const formRef = useRef<HTMLFormElement>(null);
  // Focus alone scrolls only the box into view; Save and Cancel sit under it, often below the pane.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'nearest' }); // absent in jsdom
  }, []);
  const content = form.watch('content').trim();
  const saving = isSubmittingValues(form.formState);
  const canSave = content !== '' && content !== initial.trim() && !saving;

  // A refusal (the schema's or the server's) keeps the editor open with the text, as before.
  const submit = form.handleSubmit(async (values) => {
    if (await onSave(values.content)) onCancel();
  });
  const save = () => {
    if (canSave) void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form
      ref={formRef}
      className="flex w-full min-w-56 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Textarea
        aria-label="Edit message"
        {...form.register('content')}
        maxLength={CHAT.messageMax}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only when the member chose Edit: the box they asked for takes focus
        autoFocus
        onKeyDown={onKeyDown}
        className="min-h-20 resize-none text-sm field-sizing-content"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
