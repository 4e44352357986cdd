import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { mentionHandle } from '@squadup/shared';
import type { ChatMember } from '../lib/chat-list';
import { insertMention, mentionAt, mentionSuggestions } from '../lib/mentions';

interface Options {
  /** Who may be mentioned: the squad's members (none in a direct chat). */
  members: readonly ChatMember[];
  viewerId: string | undefined;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Puts `text` in the box with the caret at `caret`. */
  setText: (text: string, caret: number) => void;
}

/**
 * The composer's @mention picker: "@" (at the start or after a space) followed by the start of a
 * first name offers the matching members, the viewer left out. Arrow keys move through them,
 * Enter or Tab inserts '@Handle ', Escape closes the list until the next "@".
 */
export function useMentionPicker({ members, viewerId, inputRef, setText }: Options) {
  const listboxId = useId();
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  // The "@" whose list Escape closed: it stays closed while that mention is typed on.
  const [dismissed, setDismissed] = useState<number | null>(null);

  const suggestions =
    mention && mention.start !== dismissed
      ? mentionSuggestions(members, mention.query, viewerId)
      : [];
  const open = suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  /** Reads the mention at the caret again (after typing, a click, or a caret move). */
  const track = () => {
    const input = inputRef.current;
    if (!input || members.length === 0) return;
    const caret = input.selectionStart;
    const found = caret === input.selectionEnd ? mentionAt(input.value, caret) : null;
    if (found?.start !== mention?.start || found?.query !== mention?.query) {
      setMention(found);
      setActive(0);
    }
    if (!found && dismissed !== null) setDismissed(null);
  };

  /** Closes the list (the message went, the box was cleared). */
  const close = () => {
    setMention(null);
    setDismissed(null);
  };

  const pick = (member: ChatMember) => {
    const input = inputRef.current;
    const handle = mentionHandle(member);
    if (!input || !mention || !handle) return;
    const next = insertMention(input.value, mention.start, input.selectionStart, handle);
    setText(next.text, next.caret);
    setMention(null);
  };

  /** Handles the key when the list is open; answers whether it did (then the composer does not). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const move = (step: number) => {
      event.preventDefault();
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
      return true;
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(1);
      case 'ArrowUp':
        return move(-1);
      case 'Enter':
      case 'Tab': {
        if (event.shiftKey) return false;
        event.preventDefault();
        const member = suggestions[Math.min(active, suggestions.length - 1)];
        if (member) pick(member);
        return true;
      }
      case 'Escape':
        // Only the list closes (not a dialog or sheet around the composer).
        event.preventDefault();
        event.stopPropagation();
        setDismissed(mention?.start ?? null);
        return true;
      default:
        return false;
    }
  };

  return {
    open,
    suggestions,
    active: Math.min(active, Math.max(suggestions.length - 1, 0)),
    listboxId,
    optionId,
    track,
    close,
    pick,
    onKeyDown,
    /** For the text box: it controls the list while it is open (the combobox pattern's attributes a textbox may carry). */
    inputProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listboxId : undefined,
      'aria-activedescendant': open
        ? optionId(Math.min(active, suggestions.length - 1))
        : undefined,
    },
  };
}

export type MentionPicker = ReturnType<typeof useMentionPicker>;
