import { useId, useState } from 'react';
import { Pencil, Pin, PinOff } from 'lucide-react';
import { z } from 'zod';
import { SQUAD_SPACE, squadPinSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { formMessage, isSubmittingValues, showServerError, useSchemaForm } from '@/lib/forms';
import { relativeTime, shortDate } from '@/lib/relative-time';
import type { ChangeResult } from '../../hooks/use-workspace-changes';
import { faceName } from '../../lib/workspace-format';
import type { Workspace } from './workspace-types';
import { EmptyLine, FormFooter, FormMessage, WorkspaceSection } from './workspace-section';

interface PinnedAnnouncementProps {
  pinned: Workspace['pinned'];
  canEdit: boolean;
  isOwner: boolean;
  membersCanEdit: boolean;
  onSave: (text: string | null) => ChangeResult;
  onMembersCanEdit: (allowed: boolean) => Promise<boolean>;
}

/**
 * The pinned announcement, at the top of the workspace: who pinned it and when. Editors change it
 * in place (Save, Cancel) or unpin it; the owner also chooses whether members may edit the
 * announcement, the links and the meeting.
 */
export function PinnedAnnouncement({
  pinned,
  canEdit,
  isOwner,
  membersCanEdit,
  onSave,
  onMembersCanEdit,
}: PinnedAnnouncementProps) {
  const [editing, setEditing] = useState(false);
  const [unpinning, setUnpinning] = useState(false);
  const [unpinError, setUnpinError] = useState<string | null>(null);
  const switchLabelId = useId();
  // The switch moves at once; the answer (or a refusal) then sets it.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const chooseEditors = async (allowed: boolean) => {
    // Not disabled meanwhile (that would drop the keyboard's focus): a second press waits.
    if (choosing !== null) return;
    setChoosing(allowed);
    await onMembersCanEdit(allowed);
    setChoosing(null);
  };

  const unpin = async () => {
    setUnpinning(true);
    setUnpinError(await onSave(null));
    setUnpinning(false);
  };

  const action =
    canEdit && !editing ? (
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5"
          aria-label={pinned ? 'Edit the announcement' : undefined}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
          {pinned ? 'Edit' : 'Pin a note'}
        </Button>
        {pinned ? (
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5"
            disabled={unpinning}
            onClick={() => void unpin()}
          >
            <PinOff aria-hidden="true" />
            Unpin
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <WorkspaceSection
      title="Announcement"
      icon={<Pin aria-hidden="true" />}
      action={action}
      className={pinned ? 'border-primary/35 bg-primary-soft/30' : undefined}
    >
      {editing ? (
        <PinForm
          initial={pinned?.text ?? ''}
          onSave={onSave}
          onDone={() => {
            setEditing(false);
            setUnpinError(null);
          }}
        />
      ) : pinned ? (
        <div>
          <p className="text-[0.9375rem] leading-relaxed break-words whitespace-pre-wrap">
            {pinned.text}
          </p>
          <p className="mt-2 text-xs text-muted-foreground">
            Pinned by {faceName(pinned.by)} ·{' '}
            <time dateTime={pinned.at} title={shortDate(pinned.at)}>
              {relativeTime(pinned.at)}
            </time>
          </p>
        </div>
      ) : (
        <EmptyLine>
          {canEdit ? 'Nothing pinned. Pin what everyone should see first.' : 'Nothing pinned yet.'}
        </EmptyLine>
      )}
      <FormMessage id={`${switchLabelId}-unpin`} message={editing ? null : unpinError} />
      {isOwner ? (
        <div className="mt-4 flex items-center justify-between gap-4 border-t border-border/70 pt-4">
          <div className="min-w-0">
            <p id={switchLabelId} className="text-sm font-semibold">
              Let members edit
            </p>
            <p id={`${switchLabelId}-hint`} className="text-xs text-muted-foreground">
              The announcement, links and meeting. Tasks and files are everyone’s.
            </p>
          </div>
          <Switch
            checked={choosing ?? membersCanEdit}
            aria-busy={choosing !== null}
            aria-labelledby={switchLabelId}
            aria-describedby={`${switchLabelId}-hint`}
            onCheckedChange={(allowed) => void chooseEditors(allowed)}
          />
        </div>
      ) : null}
    </WorkspaceSection>
  );
}

const pinFormSchema = z.object({ text: squadPinSchema });

function PinForm({
  initial,
  onSave,
  onDone,
}: {
  initial: string;
  onSave: (text: string | null) => ChangeResult;
  onDone: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(pinFormSchema, { defaultValues: { text: initial } });
  const text = form.watch('text') ?? '';
  const message = formMessage(form.formState.errors);
  const busy = isSubmittingValues(form.formState);

  const submit = form.handleSubmit(async (values) => {
    const refused = await onSave(values.text);
    if (refused) showServerError(form, refused);
    else onDone();
  });

  return (
    <form
      aria-label="Edit the announcement"
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold">
          Announcement
        </label>
        <span className="text-xs text-muted-foreground tabular-nums">
          {text.length}/{SQUAD_SPACE.pinMax}
        </span>
      </div>
      <Textarea
        id={`${id}-text`}
        {...form.register('text')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only when the member chose Edit: the box they asked for takes focus
        autoFocus
        maxLength={SQUAD_SPACE.pinMax}
        placeholder="What should everyone see first?"
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        className="min-h-24"
      />
      <p className="text-xs text-muted-foreground">Saving an empty note unpins it.</p>
      <FormFooter
        messageId={`${id}-message`}
        message={message}
        busy={busy}
        submitLabel="Save"
        busyLabel="Saving…"
        onCancel={onDone}
      />
    </form>
  );
}
