import type { Queryable } from '../../../db/types';
import type { FileStore } from '../../../files/file-store';
import { plainFileName } from '../../../files/signing';
import { ApiError } from '../../../http/api-error';
import { findVisibleNews, listVisibleNews, markNewsRead } from './news-repository';
import { mypageMarketMessages } from '../messages';
import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';
import { offsetOf, pageEnvelope, splitTotal } from '../../../http/page-envelope';

/** Signed download URLs of news files live about as long as photo URLs (spec §9: ~5400 s). */
export const NEWS_FILE_URL_SECONDS = 5400;

export async function buyerNewsPage(db: Queryable, accountId: number, per: number, page: number, now: Date) {
  const { rows, total } = splitTotal(await listVisibleNews(db, now, accountId, per, offsetOf(per, page)));
  return pageEnvelope(rows, total, per, page);
}

/** One news for a buyer: reading it marks it read (which clears it from news_ids). */
export async function readBuyerNews(db: Queryable, files: FileStore, accountId: number, id: number, now: Date) {
  const news = await findVisibleNews(db, now, id);
  if (!news) throw new ApiError(404, mypageMarketMessages.newsNotFound, { code: 'news_not_found', field: 'id' });
  await markNewsRead(db, accountId, id, now);
  const { file_key, file_name, DESCRIPTION, ...rest } = news;
  return {
    ...rest,
    DESCRIPTION: sanitizeNewsHtml(DESCRIPTION),
    FILE_URL: file_key ? plainFileName(file_name ?? file_key) : null,
    FILE_GET_URL: file_key ? files.createSignedUrl(file_key, 'GET', NEWS_FILE_URL_SECONDS) : null,
  };
}
