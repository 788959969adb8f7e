import { plainFileName } from '../../../files/signing';
import type { AreaDeps } from '../../../http/area-deps';
import { ApiError } from '../../../http/api-error';
import { findVisibleNews, listVisibleNews, markNewsRead } from './news-repository';
import { mypageMarketMessages } from '../messages';
import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';

/** Signed download URLs of news files live about as long as photo URLs (spec §9: ~5400 s). */
export const NEWS_FILE_URL_SECONDS = 5400;

/** The news visible at `now` (the clock's now unless my page passes the instant it read its month at). */
export async function buyerNewsPage(deps: AreaDeps, accountId: number, per: number, page: number, now = deps.clock.now()) {
  const { rows, total } = splitTotal(await listVisibleNews(deps.db, now, accountId, per, offsetOf(per, page)));
  return pageEnvelope(rows, total, per, page);
}

/** One news for a buyer: reading it marks it read (which clears it from news_ids). */
export async function readBuyerNews(deps: AreaDeps, accountId: number, id: number) {
  const now = deps.clock.now();
  const news = await findVisibleNews(deps.db, now, id);
  if (!news) throw new ApiError(404, mypageMarketMessages.newsNotFound, { code: 'news_not_found', field: 'id' });
  await markNewsRead(deps.db, accountId, id, now);
  const { file_key, file_name, DESCRIPTION, ...rest } = news;
  return {
    ...rest,
    DESCRIPTION: sanitizeNewsHtml(DESCRIPTION),
    FILE_URL: file_key ? plainFileName(file_name ?? file_key) : null,
    FILE_GET_URL: file_key ? deps.files.createSignedUrl(file_key, 'GET', NEWS_FILE_URL_SECONDS) : null,
  };
}
