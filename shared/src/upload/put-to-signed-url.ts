/**
 * The first step of every upload (spec §4): PUT the bytes to the signed address the API
 * issued, with the file's content type as the header and no bearer token (the signature is
 * the permission). Throws when the storage refuses, so the caller can show its failure toast.
 */
export async function putToSignedUrl(url: string, file: Blob, contentType: string = file.type || 'application/octet-stream'): Promise<void> {
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
  if (!response.ok) throw new Error(`upload failed with status ${response.status}`);
}
