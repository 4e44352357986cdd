import { AVATAR } from '@squadup/shared';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('Could not load the image')));
    image.src = src;
  });
}

/**
 * Draws the chosen square of the image onto a 200x200 canvas and encodes it as JPEG 0.95. The two canvas failures carry the spec's messages.
 */
export async function cropToAvatar(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR.outputSizePx;
  canvas.height = AVATAR.outputSizePx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    AVATAR.outputSizePx,
    AVATAR.outputSizePx,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas to blob conversion failed'))),
      AVATAR.outputType,
      AVATAR.jpegQuality,
    );
  });
}

/** A chosen file as a data URL (works without object URLs, which need revoking). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Could not read file')),
    );
    reader.addEventListener('error', () =>
      reject(reader.error ?? new Error('Could not read file')),
    );
    reader.readAsDataURL(file);
  });
}
