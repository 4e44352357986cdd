import { useState, type KeyboardEvent } from 'react';
import { CHAT } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface MessageEditFormProps {
  initial: string;
  onSave: (content: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Inline editing of one's own message: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditForm({ initial, onSave, onCancel }: MessageEditFormProps) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const content = draft.trim();
  const canSave = content !== '' && content !== initial.trim() && !saving;

  const save = async () => {
    if (!canSave) return;
    setSaving(true);
    const saved = await onSave(content);
    setSaving(false);
    if (saved) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <form
      className="flex w-full min-w-56 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Textarea
        aria-label="Edit message"
        value={draft}
        maxLength={CHAT.messageMax}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only when the member chose Edit: the box they asked for takes focus
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
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
