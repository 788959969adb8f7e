// For the secrets audit (no secret in any log or answer): records every secret the e2e suite really uses, so e2e/secrets-audit.mjs can
// search the server's logs for them afterwards. Two hooks see all traffic without touching the
// tests: every Chromium context (launchChromium watches its requests and responses) and Node's
// fetch in every test process (preloaded by secrets-preload.mjs). Each test process appends
// one JSON line per new secret to E2E_SECRETS_DIR/<test file>.<pid>.jsonl; without that
// variable (a test run by hand) nothing is recorded.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** What a secret is; the audit prints counts per kind. */
export const SECRET_KINDS = ['password', 'session_token', 'refreshed_token', 'stream_ticket', 'file_signature', 'reset_token'];

const dir = process.env.E2E_SECRETS_DIR;
const testFile = path.basename(process.argv[1] ?? 'unknown');
const outFile = dir ? path.join(dir, `${testFile}.${process.pid}.jsonl`) : null;
const seen = new Set();

function write(record) {
  if (!outFile) return;
  mkdirSync(dir, { recursive: true });
  // Synchronous, so nothing is lost when the test process ends right after.
  appendFileSync(outFile, `${JSON.stringify({ ...record, file: testFile })}\n`);
}

export function recordSecret(kind, value, via) {
  if (typeof value !== 'string' || value.length === 0) return;
  const key = `${kind}\n${value}`;
  if (seen.has(key)) return;
  seen.add(key);
  write({ kind, value, via });
}

/** Marks that a hook was installed in this test process ('browser' or 'fetch'). */
function recordHook(hook) {
  write({ hook });
}

const API_PATH = /\/api\/v1(\/.*)$/;

function apiPath(url) {
  try {
    return API_PATH.exec(new URL(url, 'http://x').pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** A `token` answered by the server: a new session, or a rotated one (refresh, password change). */
function answeredTokenKind(route) {
  return route === '/users/signin' ? 'session_token' : 'refreshed_token';
}

/** Every signed-URL signature (`sig=`) in a text: URLs, JSON answers, headers. */
function recordSignatures(text, via) {
  for (const match of String(text).matchAll(/[?&]sig=([^&#"'\s\\]+)/g)) {
    let sig = match[1];
    try {
      sig = decodeURIComponent(sig);
    } catch {
      // keep it as written
    }
    recordSecret('file_signature', sig, via);
  }
}

/** Walks a JSON value and calls visit(key, string) for every string property. */
function walkStrings(value, visit, key = '') {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) value.forEach((item) => walkStrings(item, visit, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkStrings(v, visit, k);
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A request: its URL (query credentials, signatures), Authorization header and JSON body. */
export function noteRequest({ url, authorization, body, via }) {
  const route = apiPath(url);
  recordSignatures(url, `${via} request URL`);
  try {
    const params = new URL(url, 'http://x').searchParams;
    recordSecret('stream_ticket', params.get('ticket') ?? '', `${via} request URL`);
    recordSecret(route?.includes('/email/verify') ? 'reset_token' : 'session_token', params.get('token') ?? '', `${via} request URL`);
  } catch {
    // not a URL
  }
  const bearer = /^Bearer\s+(\S+)/i.exec(authorization ?? '')?.[1];
  if (bearer) recordSecret('session_token', bearer, `${via} Authorization`);
  if (typeof body !== 'string' || !body) return;
  walkStrings(parseJson(body), (key, value) => {
    if (/password/i.test(key)) recordSecret('password', value, `${via} ${route} body`);
    else if (key === 'token') recordSecret(route === '/users/email/verify' ? 'reset_token' : 'session_token', value, `${via} ${route} body`);
    else if (key === 'ticket') recordSecret('stream_ticket', value, `${via} ${route} body`);
  });
  recordSignatures(body, `${via} request body`);
}

/** An answer: tokens and tickets in a JSON body, signatures anywhere in it or its headers. */
export function noteResponse({ url, headers, body, via }) {
  const route = apiPath(url);
  for (const [name, value] of Object.entries(headers ?? {})) {
    recordSignatures(value, `${via} ${name} header`);
    if (name.toLowerCase() === 'set-cookie') recordSecret('session_token', /^[^=]*=([^;]*)/.exec(value)?.[1] ?? '', `${via} set-cookie`);
  }
  if (typeof body !== 'string' || !body) return;
  walkStrings(parseJson(body), (key, value) => {
    if (/(^|_)token$/i.test(key)) recordSecret(answeredTokenKind(route), value, `${via} ${route} answer`);
    else if (key === 'ticket') recordSecret('stream_ticket', value, `${via} ${route} answer`);
  });
  recordSignatures(body, `${via} ${route ?? url} answer`);
}

const isJson = (contentType) => /json/i.test(contentType ?? '');

/** Watches every page of a Chromium context (persistent contexts included). */
export function watchContext(context) {
  if (!outFile) return;
  recordHook('browser');
  context.on('request', (request) => {
    request
      .allHeaders()
      .catch(() => request.headers())
      .then((headers) => noteRequest({ url: request.url(), authorization: headers.authorization, body: request.postData(), via: 'browser' }))
      .catch(() => undefined);
  });
  context.on('response', (response) => {
    const headers = response.headers();
    // Bodies of JSON answers only: streams never end, and scripts and images hold no secret.
    const body = isJson(headers['content-type']) ? response.text().catch(() => '') : Promise.resolve('');
    body.then((text) => noteResponse({ url: response.url(), headers, body: text, via: 'browser' })).catch(() => undefined);
  });
}

/** Wraps Node's global fetch, for the calls tests make to the API directly. */
export function watchFetch() {
  const original = globalThis.fetch;
  if (!outFile || !original || original.secretsWatched) return;
  recordHook('fetch');
  const watched = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    noteRequest({ url, authorization: headers.get('authorization'), body: typeof init.body === 'string' ? init.body : undefined, via: 'node fetch' });
    const response = await original(input, init);
    const answerHeaders = Object.fromEntries(response.headers.entries());
    const body = isJson(answerHeaders['content-type'])
      ? await response
          .clone()
          .text()
          .catch(() => '')
      : '';
    noteResponse({ url, headers: answerHeaders, body, via: 'node fetch' });
    return response;
  };
  watched.secretsWatched = true;
  globalThis.fetch = watched;
}
