/** '%text%' with LIKE's wildcards escaped, or null for no filter. */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
