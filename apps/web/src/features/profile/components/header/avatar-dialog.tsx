import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ImageUp } from 'lucide-react';
import { AVATAR } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cropToAvatar, readAsDataUrl } from '../../lib/crop-image';
import { PHOTO_ACCEPT, PHOTO_FILE_MESSAGE, photoFileProblem } from '../../lib/photo-file';

interface AvatarDialogProps {
  open: boolean;
  onClose: () => void;
  photo: string | null;
  firstName: string;
  lastName: string | null;
  busy: boolean;
  error: string | null;
  /** Resolves true when the photo was saved. */
  onUpload: (getBlob: () => Promise<Blob>) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

const ZOOM = { min: 1, max: 3, step: 0.1 };
// A file with an image type whose bytes the browser cannot decode (renamed, damaged).
const UNREADABLE_MESSAGE = `That image could not be opened. ${PHOTO_FILE_MESSAGE}`;

/**
 * Edit Profile Photo: an upload prompt, then a round square crop; Upload is
 * enabled once the cropper reports an area (and a wheel zoom has settled). Closing forgets the
 * chosen file, so the dialog opens again on the current photo.
 */
export function AvatarDialog(props: AvatarDialogProps) {
  const { open, onClose, photo, firstName, lastName, busy, error, onUpload, onRemove } = props;
  const inputId = useId();
  const fileErrorId = useId();
  const [image, setImage] = useState<string | null>(null);
  // Why the chosen file was refused: shown in place of a crop box that could only be black.
  const [fileError, setFileError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [settling, setSettling] = useState(false);
  const wheelTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(wheelTimer.current), []);

  const reset = () => {
    setImage(null);
    setFileError(null);
    setArea(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSettling(false);
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    setFileError(problem);
    if (problem) {
      setImage(null);
      return;
    }
    try {
      setArea(null);
      setImage(await readAsDataUrl(file));
    } catch (failure) {
      console.error('Could not read the chosen photo', failure);
      setFileError(UNREADABLE_MESSAGE);
    }
  };

  const onUnreadableImage = () => {
    setImage(null);
    setArea(null);
    setFileError(UNREADABLE_MESSAGE);
  };

  // The crop is read only once the wheel has been still for AVATAR.wheelSettleMs.
  const onWheel = () => {
    setSettling(true);
    window.clearTimeout(wheelTimer.current);
    wheelTimer.current = window.setTimeout(() => setSettling(false), AVATAR.wheelSettleMs);
  };

  const upload = async () => {
    if (!image || !area) return;
    const saved = await onUpload(() => cropToAvatar(image, area));
    if (saved) close();
  };

  const remove = async () => {
    if (await onRemove()) close();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Edit Profile Photo"
      description="Choose a photo, then drag and zoom to frame it."
      className="sm:max-w-lg"
      footer={
        <>
          {photo && !image ? (
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:mr-auto"
              onClick={() => void remove()}
              disabled={busy}
            >
              Remove
            </Button>
          ) : null}
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} disabled={!image || !area || settling || busy}>
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      {image ? (
        <div className="flex flex-col gap-4">
          <div
            className="relative w-full overflow-hidden rounded-2xl bg-black"
            style={{ height: AVATAR.areaHeightPx }}
            onWheel={onWheel}
          >
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              minZoom={ZOOM.min}
              maxZoom={ZOOM.max}
              aspect={AVATAR.cropAspect}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: 'Chosen photo', onError: onUnreadableImage }}
            />
          </div>
          <label className="flex items-center gap-3 text-sm font-semibold">
            Zoom
            <input
              type="range"
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="h-2 flex-1 cursor-pointer accent-primary"
            />
          </label>
          <label htmlFor={inputId} className="text-sm font-medium text-primary hover:underline">
            Choose a different photo
          </label>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4">
          {photo ? (
            <Avatar src={photo} firstName={firstName} lastName={lastName} size="xl" />
          ) : null}
          <label
            htmlFor={inputId}
            className="flex w-full cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-border bg-muted/40 px-6 py-10 text-center transition-colors hover:border-primary/50 hover:bg-primary-soft/40 focus-within:ring-2 focus-within:ring-ring"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
              <ImageUp className="size-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-semibold">
              {photo ? 'Upload a new photo' : 'Upload a photo'}
            </span>
            <span className="text-xs text-muted-foreground">JPG, PNG up to 10MB</span>
          </label>
        </div>
      )}
      <input
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-label="Choose profile photo"
        aria-invalid={fileError ? true : undefined}
        aria-describedby={fileError ? fileErrorId : undefined}
        className="sr-only"
        onChange={(event) => void choose(event)}
      />
      {fileError ? (
        <Alert id={fileErrorId} className="mt-4">
          {fileError}
        </Alert>
      ) : null}
      {error ? <Alert className="mt-4">{error}</Alert> : null}
    </Dialog>
  );
}
