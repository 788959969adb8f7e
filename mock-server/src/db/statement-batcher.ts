/**
 * Many callers' requests of one kind as few statements: the first request goes at once; those
 * that arrive while a statement runs go together as the next one, never joining one already
 * running (so each sees every change committed before it asked). At market opening hundreds of
 * buyers' first calls each need their session: as single statements they queued ahead of the
 * purchases on PGlite's one connection.
 */
export function statementBatcher<Request, Answer>(run: (requests: Request[]) => Promise<Answer[]>): (request: Request) => Promise<Answer> {
  let waiting: { request: Request; resolve: (answer: Answer) => void; reject: (err: unknown) => void }[] = [];
  let running = false;
  const loop = async () => {
    running = true;
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      try {
        const answers = await run(batch.map((w) => w.request));
        batch.forEach((w, i) => w.resolve(answers[i]));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  };
  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (!running) void loop();
    });
}

/** One batcher per database handle (a transaction's handle gets its own). */
export function perHandle<Handle extends object, Request, Answer>(
  make: (handle: Handle) => (request: Request) => Promise<Answer>,
): (handle: Handle, request: Request) => Promise<Answer> {
  const batchers = new WeakMap<Handle, (request: Request) => Promise<Answer>>();
  return (handle, request) => {
    let batcher = batchers.get(handle);
    if (!batcher) batchers.set(handle, (batcher = make(handle)));
    return batcher(request);
  };
}
