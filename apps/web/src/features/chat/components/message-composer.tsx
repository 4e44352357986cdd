import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal, X } from 'lucide-react';
import { z } from 'zod';
import { CHAT, messageCaptionSchema, messageContentSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { sharedFileProblem } from '@/lib/shared-files';
import { useSchemaForm } from '@/lib/forms';
import { useMentionPicker } from '../hooks/use-mention-picker';
import type { ChatMember } from '../lib/chat-list';
import { wordsOrFile, type ChatMessage } from '../lib/messages';
import type { SendAnswer } from '../hooks/use-send-message';
import { AttachButton, AttachedFile } from './message-attach';
import { MentionListbox } from './mention-listbox';

interface MessageComposerProps {
  replyTo: ChatMessage | null;
  replyToName: string;
  onReplyChange: (message: ChatMessage | null) => void;
  /** Answers whether the message was sent, with the server's reason when it was refused. */
  onSend: (content: string, replyToMessageId?: string, file?: File) => Promise<SendAnswer>;
  /** The server was busy and the last message is being sent again (use-send-message.ts). */
  retrying?: boolean;
  /** The attached file is being uploaded before its message goes. */
  uploading?: boolean;
  /** Squad chats: the members "@" offers (none: no mentions, as in a direct chat). */
  mentionable?: readonly ChatMember[];
  viewerId?: string;
  /** The member changed the words in the box: the typing signal follows them. */
  onDraftChange?: (text: string) => void;
  /** Who is typing now (the typing line), shown just above the box without moving it. */
  typing?: string;
}

const composerSchema = z.object({ content: messageContentSchema });

// The counter appears once a message nears the limit; below that it would only be noise.
const COUNTER_FROM = Math.floor(CHAT.messageMax * 0.9);

const NO_MEMBERS: readonly ChatMember[] = [];

const NOT_SENT = 'Message not sent';

/**
 * The message box: Enter sends, Shift+Enter breaks the line, Send is disabled while
 * the text is blank after trimming. The box clears at once; if sending fails the text (and the
 * reply) come back with a small 'Message not sent' (and the server's reason when it refused the
 * member, e.g. "You can no longer message this member."), since the spec keeps that failure silent.
 * In a squad chat "@" offers the members to mention (use-mention-picker.ts).
 */
export function MessageComposer({
  replyTo,
  replyToName,
  onReplyChange,
  onSend,
  retrying = false,
  uploading = false,
  mentionable = NO_MEMBERS,
  viewerId,
  onDraftChange,
  typing = '',
}: MessageComposerProps) {
  const form = useSchemaForm(composerSchema, { defaultValues: { content: '' } });
  const draft = form.watch('content');
  const { ref: registerRef, ...draftField } = form.register('content');
  // Shown above the box after a send failed: "Message not sent", with the server's reason if any.
  const [failed, setFailed] = useState<string | null>(null);
  // A file to send with the next message (an image or a PDF, decision 0085).
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const content = draft.trim();
  const picker = useMentionPicker({
    members: mentionable,
    viewerId,
    inputRef,
    setText: (text, caret) => {
      form.setValue('content', text);
      inputRef.current?.setSelectionRange(caret, caret);
      inputRef.current?.focus();
    },
  });

  useEffect(() => {
    if (replyTo) inputRef.current?.focus();
  }, [replyTo]);

  const deliver = async (text: string) => {
    const reply = replyTo;
    const attached = file;
    form.setValue('content', '');
    picker.close();
    setFailed(null);
    setFile(null);
    onReplyChange(null);
    const answer = await onSend(text, reply?._id, attached ?? undefined);
    if (answer.sent) return;
    // Whatever was typed meanwhile stays, under the message that did not go, with its file.
    const current = form.getValues('content');
    form.setValue('content', current.trim() ? `${text}\n${current}` : text);
    onReplyChange(reply);
    setFile(attached);
    setFailed(answer.refusal ? `${NOT_SENT}. ${answer.refusal}` : NOT_SENT);
  };
  const submitWords = form.handleSubmit(
    (values) => deliver(values.content),
    // What the server would refuse too (e.g. control characters): the same small notice.
    () => setFailed(NOT_SENT),
  );
  const send = () => {
    if (file) {
      // With a file the words may be left out.
      const caption = messageCaptionSchema.safeParse(draft);
      if (caption.success) void deliver(caption.data);
      else setFailed(NOT_SENT);
    } else if (content) void submitWords();
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = sharedFileProblem(chosen);
    setFailed(problem);
    setFile(problem ? null : chosen);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      aria-label="Send a message"
      className="relative border-t border-border bg-card px-3 pt-3 pb-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {/* Over the log's bottom padding: it comes and goes without moving the messages. */}
      <p
        aria-live="polite"
        data-testid="typing-line"
        className="pointer-events-none absolute inset-x-0 -top-6 h-6 truncate px-4 pt-1 text-xs text-muted-foreground italic sm:px-5"
      >
        {typing}
      </p>
      {replyTo ? (
        <div className="mb-2 flex items-start gap-2 rounded-xl border-l-4 border-primary bg-muted/70 py-2 pr-2 pl-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-primary">Replying to {replyToName}</p>
            <p className="truncate text-sm text-muted-foreground">{wordsOrFile(replyTo)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Cancel reply"
            className="size-7 rounded-full"
            onClick={() => onReplyChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {retrying || uploading ? (
        <p role="status" className="mb-1.5 text-xs font-medium text-muted-foreground">
          {uploading ? 'Uploading the file…' : 'Sending…'}
        </p>
      ) : null}
      {file ? <AttachedFile file={file} onRemove={() => setFile(null)} /> : null}
      {failed ? (
        <p role="alert" className="mb-1.5 text-xs font-medium text-destructive">
          {failed}
        </p>
      ) : null}
      <MentionListbox picker={picker} />
      <div className="flex items-end gap-2">
        <AttachButton onChoose={choose} disabled={uploading} />
        <Textarea
          {...draftField}
          {...(mentionable.length > 0 ? picker.inputProps : {})}
          onChange={(event) => {
            void draftField.onChange(event);
            onDraftChange?.(event.target.value);
            picker.track();
          }}
          onSelect={picker.track}
          ref={(node) => {
            registerRef(node);
            inputRef.current = node;
          }}
          rows={1}
          placeholder="Type a message…"
          aria-label="Type a message…"
          maxLength={CHAT.messageMax}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 resize-none rounded-2xl py-2.5 field-sizing-content"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send"
          title="Send"
          disabled={!content && !file}
          className="size-11 rounded-full"
        >
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {draft.length >= COUNTER_FROM ? (
        <p
          className={cn(
            'mt-1 text-right text-xs text-muted-foreground tabular-nums',
            draft.length >= CHAT.messageMax && 'text-destructive',
          )}
        >
          {draft.length}/{CHAT.messageMax}
        </p>
      ) : null}
    </form>
  );
}
