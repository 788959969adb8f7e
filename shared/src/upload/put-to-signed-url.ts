/**
 * The content type to send to a signed upload URL: the one the URL names when it names one
 * (the server decides a news attachment's type from its name), else the file's own (a photo
 * URL accepts any image/*).
 */
export function uploadContentType(url: string, file: Blob): string {
  const accepts = new URL(url, 'http://upload.invalid').searchParams.get('type') ?? '';
  if (accepts !== '' && !accepts.includes('*')) return accepts;
  return file.type || 'application/octet-stream';
}

/**
 * The first step of every upload (spec §4): PUT the bytes to the signed address the API
 * issued, with the content type it accepts as the header and no bearer token (the signature
 * is the permission; the address is good for one upload). Throws when the storage refuses, so
 * the caller can show its failure toast.
 */
export async function putToSignedUrl(url: string, file: Blob, contentType: string = uploadContentType(url, file)): Promise<void> {
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
  if (!response.ok) throw new Error(`upload failed with status ${response.status}`);
}
