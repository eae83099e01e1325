import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from '../../apps/api/src/modules/notice/notice-html';
import { browser } from './support';

// The notices' sanitizer (apps/api/src/modules/notice/notice-html.ts: DOMPurify in jsdom on the
// server, with the allow-list p, strong, em, a[href], ul, li and br) against Chromium's own parser:
// what the server lets through is what a browser draws, unchanged when Chromium parses it again
// (no markup that mutates into something else), and runs nothing.

let page: Page;
beforeAll(async () => {
  page = await (await browser()).newPage();
  await page.setContent('<!doctype html><html lang="en"><head></head><body></body></html>');
});
afterAll(async () => page?.close());

/** The server's clean HTML, after Chromium has parsed it as a notice's markup and written it back. */
async function sanitize(html: string): Promise<string> {
  const clean = await sanitizeNoticeHtml(html);
  const drawn = await page.evaluate((input) => {
    const box = document.createElement('div');
    box.innerHTML = input;
    document.body.append(box);
    return box.innerHTML;
  }, clean);
  expect(drawn, 'as Chromium parses it again').toBe(clean);
  return clean;
}

describe("the server's notice HTML in Chromium", () => {
  it('keeps the allowed tags: p, strong, em, a[href], ul, li and br', async () => {
    const html =
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a">more</a>.</p><ul><li>One</li><li>Two</li></ul>';
    expect(await sanitize(html)).toBe(
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a" target="_blank" rel="noopener noreferrer">more</a>.</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', async () => {
    expect(
      await sanitize(
        '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('unwraps other elements but keeps their text', async () => {
    expect(await sanitize('<div><h1>Title</h1><span class="x">text</span></div>')).toBe(
      'Titletext',
    );
    expect(await sanitize('<p><b>bold</b> <img src=x onerror=alert(1)>done</p>')).toBe(
      '<p>bold done</p>',
    );
  });

  it('drops every attribute but a safe href', async () => {
    expect(
      await sanitize('<p onclick="alert(1)" style="color:red" class="c">x</p><a title="t">y</a>'),
    ).toBe('<p>x</p><a>y</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/x',
  ])('removes the unsafe href %j', async (href) => {
    expect(await sanitize(`<a href="${href.replace(/"/g, '&quot;')}">link</a>`)).toBe(
      '<a>link</a>',
    );
  });

  it('escapes text, so markup in text stays text', async () => {
    expect(await sanitize('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp; &lt;b&gt;</p>',
    );
  });

  it('drops comments and runs nothing it is given', async () => {
    expect(await sanitize('<p>a<!-- secret -->b</p>')).toBe('<p>ab</p>');
    await sanitize('<img src="x" onerror="window.ran = true"><svg onload="window.ran = true">');
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
  });
});
