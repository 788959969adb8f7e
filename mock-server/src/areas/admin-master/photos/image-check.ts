/** The largest photo the server registers (the browser shrinks photos to 500 px, far below it). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { type: string; extension: string; matches: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/webp', extension: 'webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/**
 * JPEG, PNG or WebP whose bytes are what the declared content type says; the extension to
 * store it under, or null. A mislabelled file (a script sent as image/png) is refused.
 */
export function imageKind(body: Buffer, contentType: string): { type: string; extension: string } | null {
  const declared = contentType.split(';')[0].trim().toLowerCase();
  const kind = SIGNATURES.find((s) => s.type === declared);
  return kind && kind.matches(body) ? { type: kind.type, extension: kind.extension } : null;
}
