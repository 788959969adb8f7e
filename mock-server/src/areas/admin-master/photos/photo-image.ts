import sharp from 'sharp';

/** The largest photo the server registers (the browser shrinks photos to 500 px, far below it). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels a photo may decode to: a 500-px browser photo is far below it, and a small file
 * that claims a huge size (a decompression bomb) is refused before it is decoded.
 */
const MAX_PIXELS = 40_000_000;

/** The types a photo may be registered as, the decoder's name for each and its file extension. */
const KINDS: Record<string, { format: 'jpeg' | 'png' | 'webp'; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
};

export interface Photo {
  body: Buffer;
  type: string;
  extension: string;
}

/**
 * The photo decoded and encoded again in its declared type (JPEG, PNG or WebP), turned upright by
 * its EXIF orientation and without its metadata (a camera's position, its owner); null when the
 * bytes do not decode as an image of that type. What buyers are served is always what the
 * encoder wrote, never the bytes that were sent: text behind an image's first bytes, or a
 * polyglot file, does not survive.
 */
export async function reencodedPhoto(body: Buffer, contentType: string): Promise<Photo | null> {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const kind = KINDS[type];
  if (!kind) return null;
  try {
    const image = sharp(body, { failOn: 'warning', limitInputPixels: MAX_PIXELS });
    if ((await image.metadata()).format !== kind.format) return null;
    const encoded = await image
      .autoOrient()
      .toFormat(kind.format, kind.format === 'png' ? {} : { quality: 85 })
      .toBuffer();
    return { body: encoded, type, extension: kind.extension };
  } catch {
    return null;
  }
}
