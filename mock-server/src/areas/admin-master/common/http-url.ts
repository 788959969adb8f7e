import { ApiError } from '../../../http/api-error';
import { adminMasterMessages as m } from '../messages';

/** Only http(s) URLs: a `javascript:` or `data:` link would run in buyers' pages. */
export function checkHttpUrl(url: string, field: string): string {
  const trimmed = url.trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(trimmed);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !/^https?:\/\//i.test(trimmed)) {
    throw new ApiError(400, m.urlScheme, { code: 'url_scheme', field });
  }
  return trimmed;
}
