import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/types';
import type { FileStore } from '../../../files/file-store';
import type { AreaDeps } from '../../../http/area-deps';
import { contentTypeOfFileName, plainFileName } from '../../../files/signing';
import { ApiError } from '../../../http/api-error';
import type { Actor } from '../../../http/actor';
import { writeAdminChange } from '../../../logs/audit-log';
import { listPage, listRead } from '../../../http/page-envelope';
import { parseJapanDate, parseJapanDateTime } from '../japan-datetime';
import { adminNewsMailMessages as m } from '../messages';
import { sanitizeNewsHtml } from '../../../http/news-html-sanitizer';
import * as repo from './news-repository';
import type { NewsCreateBody, NewsItem, NewsUpdateBody } from './news-schemas';

/** Signed file URLs live about as long as photo URLs (spec §9: ~5400 s). */
const FILE_URL_SECONDS = 5400;

function toNewsItem(files: FileStore, { file_key, file_name, DESCRIPTION, ...rest }: repo.NewsRecord): NewsItem {
  return {
    ...rest,
    DESCRIPTION: sanitizeNewsHtml(DESCRIPTION),
    FILE_URL: file_key ? plainFileName(file_name ?? file_key) : null,
    FILE_GET_URL: file_key ? files.createSignedUrl(file_key, 'GET', FILE_URL_SECONDS) : null,
  };
}

export async function newsPage(deps: AreaDeps, q: { query?: string; include_suspension_rows: 0 | 1; per: number; page: number }) {
  return listPage(await repo.listNews(deps.db, listRead(q)), q, (row) => toNewsItem(deps.files, row));
}

/** What the log shows of a news: the fields an administrator edits. */
const logged = (n: repo.NewsRecord) => ({
  DATE: n.DATE,
  CATEGORY_NM: n.CATEGORY_NM,
  START_DATE: n.START_DATE,
  END_DATE: n.END_DATE,
  TITLE: n.TITLE,
  DESCRIPTION: n.DESCRIPTION,
  IMPORTANT_FLG: n.IMPORTANT_FLG,
  SUSPEND_FLG: n.SUSPEND_FLG,
  FILE_URL: n.file_name,
});

async function categoryIdOf(tx: Queryable, name: string): Promise<number | null> {
  if (name.trim() === '') return null;
  const id = await repo.findNewsCategoryIdByName(tx, name);
  if (id === null) throw new ApiError(400, m.categoryNotFound, { code: 'category_not_found', field: 'CATEGORY_NM' });
  return id;
}

/** The keys this area hands out: news/<id>/<16 hex> plus the chosen name's extension (the name itself may be Japanese). */
const UPLOAD_KEY = /^news\/(\d+)\/[0-9a-f]{16}(\.[a-z0-9]{1,10})?$/;

function newFileKey(id: number, name: string | undefined): string {
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(name ?? '')?.[0] ?? '';
  return `news/${id}/${randomBytes(8).toString('hex')}${ext.toLowerCase()}`;
}

async function values(tx: Queryable, body: Required<Omit<NewsCreateBody, 'FILE_NAME'>>): Promise<repo.NewsValues> {
  const startDate = parseJapanDateTime(body.START_DATE, 'START_DATE');
  const endDate = parseJapanDateTime(body.END_DATE, 'END_DATE');
  if (endDate < startDate) throw new ApiError(400, m.endBeforeStart, { code: 'end_before_start', field: 'END_DATE' });
  return {
    date: parseJapanDate(body.DATE, 'DATE'),
    categoryId: await categoryIdOf(tx, body.CATEGORY_NM),
    startDate,
    endDate,
    title: body.TITLE,
    description: sanitizeNewsHtml(body.DESCRIPTION),
    importantFlg: body.IMPORTANT_FLG,
    suspendFlg: body.SUSPEND_FLG,
  };
}

/**
 * Every save answers a signed PUT URL for a fresh key; the news shows no file until bytes
 * arrive there (attachUploadedFile), so a save without a file never leaves a dangling one.
 * Naming a file (FILE_NAME) records its name and detaches the file it replaces.
 */
function putUrlFor(files: FileStore, id: number, fileName: string | undefined): string {
  // The type is the server's, from the name (contentTypeOfFileName); the browser sends it as given.
  return files.createSignedUrl(newFileKey(id, fileName), 'PUT', FILE_URL_SECONDS, contentTypeOfFileName(plainFileName(fileName ?? '')));
}

export async function createNews(deps: AreaDeps, actor: Actor, body: NewsCreateBody) {
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertNews(tx, await values(tx, body), actor.at);
    if (body.FILE_NAME) await repo.setNewsFile(tx, id, { key: null, name: plainFileName(body.FILE_NAME) });
    const saved = (await repo.findNews(tx, id))!;
    await writeAdminChange(tx, { ...actor, entity: 'news', key: id, action: 'create', after: logged(saved) });
    return { ...toNewsItem(deps.files, saved), FILE_PUT_URL: putUrlFor(deps.files, id, body.FILE_NAME) };
  });
}

async function lockedNews(tx: Queryable, id: number): Promise<repo.NewsRecord> {
  const news = await repo.findNews(tx, id, true);
  if (!news) throw new ApiError(404, m.newsNotFound, { code: 'news_not_found', field: 'id' });
  return news;
}

export async function updateNews(deps: AreaDeps, actor: Actor, id: number, body: NewsUpdateBody) {
  return deps.db.transaction(async (tx) => {
    const before = await lockedNews(tx, id);
    const merged = {
      DATE: body.DATE ?? before.DATE,
      CATEGORY_NM: body.CATEGORY_NM ?? before.CATEGORY_NM,
      START_DATE: body.START_DATE ?? before.START_DATE,
      END_DATE: body.END_DATE ?? before.END_DATE,
      TITLE: body.TITLE ?? before.TITLE,
      DESCRIPTION: body.DESCRIPTION ?? before.DESCRIPTION,
      IMPORTANT_FLG: body.IMPORTANT_FLG ?? before.IMPORTANT_FLG,
      SUSPEND_FLG: body.SUSPEND_FLG ?? before.SUSPEND_FLG,
    };
    await repo.updateNews(tx, id, await values(tx, merged), actor.at);
    if (body.FILE_NAME) await repo.setNewsFile(tx, id, { key: null, name: plainFileName(body.FILE_NAME) });
    const after = (await repo.findNews(tx, id))!;
    await writeAdminChange(tx, { ...actor, entity: 'news', key: id, action: 'update', before: logged(before), after: logged(after) });
    return {
      ...toNewsItem(deps.files, after),
      FILE_PUT_URL: putUrlFor(deps.files, id, body.FILE_NAME),
      replacedFileKey: body.FILE_NAME ? before.file_key : null,
      previous: toNewsItem(deps.files, before),
    };
  });
}

export async function deleteNews(deps: AreaDeps, actor: Actor, id: number): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedNews(tx, id);
    await repo.deleteNews(tx, id);
    await writeAdminChange(tx, { ...actor, entity: 'news', key: id, action: 'delete', before: logged(before) });
    return before.file_key;
  });
}

/** Detaches the news' file (404 ファイルが存在しません。 when it has none); returns the key to remove. */
export async function deleteNewsFile(deps: AreaDeps, actor: Actor, id: number): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const before = await lockedNews(tx, id);
    if (!before.file_key) throw new ApiError(404, m.fileMissing, { code: 'file_missing', field: 'id' });
    await repo.setNewsFile(tx, id, null);
    await writeAdminChange(tx, { ...actor, entity: 'news', key: id, action: 'update', before: { FILE_URL: before.file_name }, after: { FILE_URL: null } });
    return before.file_key;
  });
}

/**
 * The file store's news/ put listener: bytes arrived at a URL a save handed out, so they
 * become the news' file. Returns the keys whose bytes are no longer wanted (the file it
 * replaces, or the upload itself when its news was deleted meanwhile).
 */
export async function attachUploadedFile(deps: AreaDeps, key: string, contentType: string): Promise<string[]> {
  const now = deps.clock.now();
  const match = UPLOAD_KEY.exec(key);
  if (!match) return [];
  const id = Number(match[1]);
  return deps.db.transaction(async (tx) => {
    const before = await repo.findNews(tx, id, true);
    if (!before) return [key];
    if (before.file_key === key) return [];
    await repo.attachUploadedFile(tx, id, key, contentType);
    // The upload carries no session: the save that handed out the URL logged who chose the file.
    await writeAdminChange(tx, {
      operator: 'system',
      at: now,
      entity: 'news',
      key: id,
      action: 'update',
      before: { FILE_KEY: before.file_key },
      after: { FILE_KEY: key },
    });
    return before.file_key ? [before.file_key] : [];
  });
}
