import { IMAGE_RESIZE } from '../constants';

/** The size that fits within maxSide on the longer side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number = IMAGE_RESIZE.maxSide): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Spec §5: an uploaded photo is shrunk so its longer side is at most 500 px, at quality 0.9.
 * Always JPEG, on white, so a transparent PNG does not turn black and quality applies.
 */
export async function resizeImage(file: Blob, options: { maxSide?: number; quality?: number } = {}): Promise<Blob> {
  const { maxSide = IMAGE_RESIZE.maxSide, quality = IMAGE_RESIZE.quality } = options;
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('image encoding failed'))), 'image/jpeg', quality),
    );
  } finally {
    bitmap.close();
  }
}
