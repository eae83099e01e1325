import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { tooManyRequests } from '../../lib/app-error';

// A small pool of worker threads running pdf.worker.mjs. Laying out and compressing a PDF takes
// tens of milliseconds of CPU; on the main thread that would stall every other request, so it runs
// here instead. Workers start on first use, are reused, and are replaced when one fails or hangs.
//
// The queue in front of the workers is bounded for requests (`maxQueued`): a request whose render
// would have to wait behind that many others is answered 429 with Retry-After at once, so that a
// member who asks for many PDFs in parallel cannot make everyone else's wait (and the server's
// memory) grow without limit. Background work (on-demand statements, a claim's letters) renders
// through `background`, the same pool: it waits its turn and is never refused, as it is already
// taken one at a time.

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one pool of PDF workers (tests read its counts). */
    pdfRenderer: PdfRenderer;
  }
}

/** A document definition (tagged-pdf.mjs): plain data only, since it crosses to a worker thread. */
export type PdfDefinition = Record<string, unknown>;

export type PdfRenderer = {
  /**
   * Renders `definition`; `footer` is a template whose strings may hold {page} and {pages}. When
   * `maxQueued` renders already wait for a worker, refuses at once: an AppError RATE_LIMITED (429)
   * with `retryAfterSeconds`.
   */
  render: (definition: PdfDefinition, footer?: unknown) => Promise<Buffer>;
  /** The same pool for background work: waits its turn, never refused for a full queue. */
  background: Pick<PdfRenderer, 'render'>;
  /** Renders done, refused and waiting now (tests, the bench). */
  stats: () => { rendered: number; refused: number; queued: number; busy: number };
  close: () => Promise<void>;
};

/** What a member reads when the PDF workers are too busy to take another document now. */
export const PDF_BUSY_MESSAGE =
  'We are preparing a lot of documents right now. Please try again in a few seconds.';

type Job = {
  id: number;
  definition: PdfDefinition;
  footer: unknown;
  /** Asked for by a request (counted against `maxQueued`), not by background work. */
  isRequest: boolean;
  startedAt: number;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | undefined };
type Reply = { id: number; pdf?: Uint8Array; error?: string };

const WORKER_URL = new URL('./pdf.worker.mjs', import.meta.url);

/** One thread fewer than the machine has, at least one, at most four. */
function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

export function createPdfRenderer(
  options: { size?: number; timeoutMs?: number; maxQueued?: number } = {},
): PdfRenderer {
  const size = options.size ?? defaultPoolSize();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxQueued = options.maxQueued ?? Number.POSITIVE_INFINITY;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;
  let rendered = 0;
  let refused = 0;
  /** A running average of one render's time, for Retry-After. */
  let averageMs = 200;

  function finish(slot: Slot): Job | null {
    const { job } = slot;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = undefined;
    // An idle worker must not keep the process alive; a busy one must.
    slot.worker.unref();
    return job;
  }

  function retire(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    finish(slot)?.reject(error);
    void slot.worker.terminate();
    dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker, job: null, timer: undefined };
    worker.on('message', (reply: Reply) => {
      if (slot.job?.id !== reply.id) return;
      const job = finish(slot);
      if (job) averageMs = 0.8 * averageMs + 0.2 * (performance.now() - job.startedAt);
      if (reply.pdf) {
        rendered += 1;
        job?.resolve(Buffer.from(reply.pdf));
      } else job?.reject(new Error(`PDF rendering failed: ${reply.error ?? 'unknown error'}`));
      dispatch();
    });
    worker.on('error', (error) => retire(slot, error));
    worker.on('exit', (code) => retire(slot, new Error(`PDF worker stopped (exit code ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    while (!isClosed && queue.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      job.startedAt = performance.now();
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => retire(slot, new Error(`PDF rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, definition: job.definition, footer: job.footer });
    }
  }

  function enqueue(definition: PdfDefinition, footer: unknown, isRequest: boolean) {
    if (isClosed) return Promise.reject(new Error('The PDF renderer is closed'));
    if (isRequest) {
      const waiting = queue.filter((job) => job.isRequest).length;
      const hasFreeWorker = slots.length < size || slots.some((slot) => slot.job === null);
      if (!hasFreeWorker && waiting >= maxQueued) {
        refused += 1;
        // Long enough for the work ahead of it to be done by the pool.
        const ahead = queue.length + slots.length;
        return Promise.reject(
          tooManyRequests(PDF_BUSY_MESSAGE, Math.min(60, (ahead * averageMs) / size / 1000)),
        );
      }
    }
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({
        id: nextId++,
        definition,
        footer,
        isRequest,
        startedAt: 0,
        resolve,
        reject,
      });
      dispatch();
    });
  }

  return {
    render: (definition, footer) => enqueue(definition, footer, true),
    background: { render: (definition, footer) => enqueue(definition, footer, false) },
    stats: () => ({
      rendered,
      refused,
      queued: queue.length,
      busy: slots.filter((slot) => slot.job !== null).length,
    }),
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The PDF renderer is closed'));
      await Promise.all(
        slots.splice(0).map((slot) => {
          finish(slot)?.reject(new Error('The PDF renderer is closed'));
          return slot.worker.terminate();
        }),
      );
    },
  };
}
