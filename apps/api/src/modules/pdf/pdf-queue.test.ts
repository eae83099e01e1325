import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { nominationsOf } from '../nomination/nomination.fixtures';
import { createPdfRenderer, PDF_BUSY_MESSAGE, type PdfDefinition } from './pdf-renderer';

// Issue 26 §3: PDF rendering has a bounded queue with back-pressure. A request's render that would
// wait behind more than PDF_QUEUE_MAX others is refused at once (429 with Retry-After); background
// work waits its turn and is never refused.

const definition: PdfDefinition = { content: [{ text: 'A page of text. '.repeat(400) }] };

describe('the PDF renderer’s queue', () => {
  it('renders what the workers and the queue hold, refuses the rest at once with a Retry-After', async () => {
    const renderer = createPdfRenderer({ size: 1, maxQueued: 2 });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 7 }, () => renderer.render(definition)),
      );
      const rendered = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      // One on the worker and two waiting; the other four are refused, and nothing else fails.
      expect(rendered).toHaveLength(3);
      expect(refused).toHaveLength(4);
      for (const error of refused) {
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'RATE_LIMITED', message: PDF_BUSY_MESSAGE });
        expect((error as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
      for (const result of rendered)
        if (result.status === 'fulfilled')
          expect(result.value.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(renderer.stats()).toMatchObject({ rendered: 3, refused: 4, queued: 0, busy: 0 });

      // Background work is never refused, even when requests would be; once the queue has
      // drained, a request is taken again.
      const busy = renderer.render(definition);
      const [background, request] = await Promise.allSettled([
        Promise.all(Array.from({ length: 4 }, () => renderer.background.render(definition))),
        Promise.all([renderer.render(definition), renderer.render(definition)]),
      ]);
      await busy;
      expect(background.status).toBe('fulfilled');
      expect(request.status).toBe('fulfilled');
      await expect(renderer.render(definition)).resolves.toBeInstanceOf(Buffer);
    } finally {
      await renderer.close();
    }
  });
});

describe('PDF requests past the queue', () => {
  let server: TestServer;
  let agent: Agent;
  beforeAll(async () => {
    server = await startTestServer({ PDF_WORKERS: '1', PDF_QUEUE_MAX: '1' });
    agent = await signIn(server, 'institutional@demo.local');
  });
  afterAll(async () => server.close());

  it('answer 429 in the error model with Retry-After, and every other one its PDF', async () => {
    const [retirement] = await nominationsOf(agent);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent.api('/api/Pdf/GenerateRetirementSavingsNOBPDF', {
          method: 'POST',
          json: { caseMbrKey: retirement?.caseMbrKey ?? '' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    for (const answer of answers) {
      if (answer.status !== 429) continue;
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await answer.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: PDF_BUSY_MESSAGE,
      });
    }
    // The server stays responsive, and renders again once the queue has room.
    expect((await agent.request('/health')).status).toBe(200);
    const again = await agent.api('/api/Pdf/GenerateRetirementSavingsNOBPDF', {
      method: 'POST',
      json: { caseMbrKey: retirement?.caseMbrKey ?? '' },
    });
    expect(again.status).toBe(200);
  });
});
