import { useId, useState } from 'react';
import { FileText, Paperclip, Trash2, Upload } from 'lucide-react';
import { SQUAD_SPACE } from '@squadup/shared';
import { buttonClasses } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { relativeTime, shortDate } from '@/lib/relative-time';
import type { ChangeResult } from '../../hooks/use-workspace-changes';
import { useSquadFileUpload } from '../../hooks/use-squad-file-upload';
import { isImageType, SHARED_FILE_TYPES } from '@/lib/shared-files';
import { faceName } from '../../lib/workspace-format';
import type { WorkspaceFile } from './workspace-types';
import { EmptyLine, FormMessage, WorkspaceSection } from './workspace-section';

interface SquadFilesProps {
  files: readonly WorkspaceFile[];
  viewerId: string | undefined;
  isOwner: boolean;
  onAdd: (fileUrl: string, name: string) => ChangeResult;
  onRemove: (fileId: string) => Promise<boolean>;
}

/**
 * Files shared with the squad (PDF or images, up to the upload limit): a thumbnail or a PDF icon,
 * the name (opens in a new tab), who shared it and when. Whoever shared a file, or the owner,
 * removes it.
 */
export function SquadFiles({ files, viewerId, isOwner, onAdd, onRemove }: SquadFilesProps) {
  const id = useId();
  const { upload, uploading, error } = useSquadFileUpload(onAdd);
  const [removing, setRemoving] = useState<WorkspaceFile | null>(null);
  const [busy, setBusy] = useState(false);
  const full = files.length >= SQUAD_SPACE.filesMax;

  const remove = async (file: WorkspaceFile) => {
    setBusy(true);
    await onRemove(file._id);
    setBusy(false);
    setRemoving(null);
  };

  const picker = full ? null : (
    // The input inside its label: the label is the button, and the input keeps focus and its name.
    <label
      className={cn(
        buttonClasses({ variant: 'outline', size: 'sm' }),
        'cursor-pointer focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
        uploading && 'pointer-events-none opacity-60',
      )}
    >
      <Upload aria-hidden="true" />
      {uploading ? 'Uploading…' : 'Upload file'}
      <input
        type="file"
        accept={SHARED_FILE_TYPES.join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="sr-only"
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Cleared at once, so choosing the same file again is a change too.
          input.value = '';
          // Not disabled while one uploads (that would drop the keyboard's focus): it waits.
          if (file && !uploading) void upload(file);
        }}
      />
    </label>
  );

  return (
    <WorkspaceSection
      title="Files"
      icon={<Paperclip aria-hidden="true" />}
      meta={files.length > 0 ? files.length : undefined}
      action={picker}
    >
      <p id={`${id}-hint`} className="sr-only">
        A PDF or an image (JPEG, PNG, WebP or GIF), up to 10 MB.
      </p>
      <FormMessage id={`${id}-error`} message={error} />
      {files.length === 0 ? (
        <EmptyLine>No files yet. Share a PDF or an image, up to 10 MB.</EmptyLine>
      ) : (
        <ul aria-label="Files" className={cn('flex flex-col gap-3', error && 'mt-3')}>
          {files.map((file) => (
            <FileRow
              key={file._id}
              file={file}
              canRemove={isOwner || file.added_by.user_id === viewerId}
              onRemove={() => setRemoving(file)}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-3 text-xs text-muted-foreground">
          A squad keeps at most {SQUAD_SPACE.filesMax} files: remove one to share another.
        </p>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this file'}?`}
        description="It is removed for the whole squad. This cannot be undone."
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={busy}
        tone="destructive"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </WorkspaceSection>
  );
}

function FileRow({
  file,
  canRemove,
  onRemove,
}: {
  file: WorkspaceFile;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const image = isImageType(file.content_type);
  return (
    <li data-testid="squad-file" className="flex items-center gap-3">
      {/* A fixed box, so a thumbnail loading never moves the list. */}
      <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted text-muted-foreground">
        {image ? (
          <img
            src={file.url}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <FileText className="size-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${file.name} (${image ? 'image' : 'PDF'}, opens in a new tab)`}
          className="block truncate rounded font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {file.name}
        </a>
        <p className="truncate text-xs text-muted-foreground">
          {faceName(file.added_by)} ·{' '}
          <time dateTime={file.created_at} title={shortDate(file.created_at)}>
            {relativeTime(file.created_at)}
          </time>
        </p>
      </div>
      {canRemove ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Remove file ${file.name}`}
          title="Remove file"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
