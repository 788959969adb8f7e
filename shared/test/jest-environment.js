// jsdom, plus the pieces of Node that stock jsdom lacks and that RTK Query and react-router 7
// need: fetch and its classes and TextEncoder/TextDecoder (stock jsdom has none of them).
// - Node's Request rejects relative URLs: they resolve against the page's location.href, as
//   in a browser.
// - Node's Request accepts only Node's AbortSignal, while jsdom's EventTarget accepts only
//   jsdom's (addEventListener(..., { signal })). So the page keeps jsdom's AbortController and
//   a jsdom signal given to Request/fetch is mirrored onto a Node one.
// - Node's fetch does not know jsdom's Blob/File (it would send "[object Blob]"): fetch reads
//   such a body into bytes first, as a browser would send them.
const { TestEnvironment } = require('jest-environment-jsdom');
const util = require('node:util');

const NodeRequest = globalThis.Request;
const NodeAbortSignal = globalThis.AbortSignal;

function toNodeSignal(signal) {
  if (!signal || signal instanceof NodeAbortSignal) return signal;
  const controller = new AbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

function toNodeInit(init) {
  return init && init.signal ? { ...init, signal: toNodeSignal(init.signal) } : init;
}

class WebTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    // A request still being made after the window closed (a late token refresh) resolves
    // against a placeholder origin and fails as a network error, which RTK Query handles.
    const baseHref = () => {
      try {
        return g.location.href;
      } catch {
        return 'http://closed.invalid/';
      }
    };
    const absolute = (input) => (typeof input === 'string' || input instanceof URL ? new URL(String(input), baseHref()).href : input);

    class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), toNodeInit(init));
      }
    }
    g.Request = Request;
    const readBlob = (blob) =>
      new Promise((resolve, reject) => {
        const reader = new g.FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });
    g.fetch = async (input, init) => {
      let nodeInit = toNodeInit(init);
      if (nodeInit && nodeInit.body instanceof g.Blob) {
        const type = nodeInit.body.type;
        const headers = new Headers(nodeInit.headers);
        if (type && !headers.has('Content-Type')) headers.set('Content-Type', type);
        nodeInit = { ...nodeInit, body: Buffer.from(await readBlob(nodeInit.body)), headers };
      }
      return globalThis.fetch(absolute(input), nodeInit);
    };
    g.Response = globalThis.Response;
    g.Headers = globalThis.Headers;
    g.TextEncoder = util.TextEncoder;
    g.TextDecoder = util.TextDecoder;
    if (!g.structuredClone) g.structuredClone = globalThis.structuredClone;
    if (!g.ReadableStream) g.ReadableStream = globalThis.ReadableStream;
  }
}

module.exports = WebTestEnvironment;
