import { useRef } from 'react';
import { FileText, ImageIcon, Paperclip, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isImageType, SHARED_FILE_TYPES } from '@/lib/shared-files';

/** The paperclip beside the message box: picks one image or PDF to send with the next message. */
export function AttachButton({
  onChoose,
  disabled,
}: {
  onChoose: (file: File | undefined) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={SHARED_FILE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label="File to attach"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Attach a file"
        title="Attach an image or a PDF"
        disabled={disabled}
        className="size-11 shrink-0 rounded-full text-muted-foreground"
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" />
      </Button>
    </>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The file waiting to go with the next message, with a way to take it off. */
export function AttachedFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const Icon = isImageType(file.type) ? ImageIcon : FileText;
  return (
    <div
      data-testid="attached-file"
      className="mb-2 flex items-center gap-2.5 rounded-xl border border-border bg-muted/60 py-2 pr-2 pl-3"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 truncate text-sm">
        <span className="font-medium">{file.name}</span>
        <span className="text-muted-foreground"> · {sizeText(file.size)}</span>
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Remove ${file.name}`}
        className="size-7 rounded-full"
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
