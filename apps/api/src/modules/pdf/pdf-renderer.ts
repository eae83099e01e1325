import os from 'node:os';
import { Worker } from 'node:worker_threads';

// A small pool of worker threads running pdf.worker.mjs. Laying out and compressing a PDF takes
// tens of milliseconds of CPU; on the main thread that would stall every other request, so it runs
// here instead. Workers start on first use, are reused, and are replaced when one fails or hangs.

/** A pdfmake document definition: plain data only, since it crosses to a worker thread. */
export type PdfDefinition = Record<string, unknown>;

export type PdfRenderer = {
  /** Renders `definition`; `footer` is a template whose strings may hold {page} and {pages}. */
  render: (definition: PdfDefinition, footer?: unknown) => Promise<Buffer>;
  close: () => Promise<void>;
};

type Job = {
  id: number;
  definition: PdfDefinition;
  footer: unknown;
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
  options: { size?: number; timeoutMs?: number } = {},
): PdfRenderer {
  const size = options.size ?? defaultPoolSize();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

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
      if (reply.pdf) job?.resolve(Buffer.from(reply.pdf));
      else job?.reject(new Error(`PDF rendering failed: ${reply.error ?? 'unknown error'}`));
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
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => retire(slot, new Error(`PDF rendering took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, definition: job.definition, footer: job.footer });
    }
  }

  return {
    render(definition, footer) {
      if (isClosed) return Promise.reject(new Error('The PDF renderer is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, definition, footer, resolve, reject });
        dispatch();
      });
    },
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
