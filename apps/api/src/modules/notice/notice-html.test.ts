import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeNoticeHtml } from './notice-html';

// The notices' allow-list (p, strong, em, a[href], ul, li and br) through DOMPurify on jsdom,
// whose HTML parser follows the same standard as the browser's.

describe('sanitizeNoticeHtml', () => {
  it('keeps the allowed tags: p, strong, em, a[href], ul, li and br', async () => {
    const html =
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a">more</a>.</p><ul><li>One</li><li>Two</li></ul>';
    expect(await sanitizeNoticeHtml(html)).toBe(
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a" target="_blank" rel="noopener noreferrer">more</a>.</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('keeps a site path, a fragment, mailto and tel links, opening in a new tab', async () => {
    expect(
      await sanitizeNoticeHtml(
        '<a href="/documents/terms.pdf">a</a><a href="#pots">b</a><a href="mailto:help@example.test">c</a><a href=" tel:+27860000000 ">d</a>',
      ),
    ).toBe(
      '<a href="/documents/terms.pdf" target="_blank" rel="noopener noreferrer">a</a><a href="#pots" target="_blank" rel="noopener noreferrer">b</a><a href="mailto:help@example.test" target="_blank" rel="noopener noreferrer">c</a><a href="tel:+27860000000" target="_blank" rel="noopener noreferrer">d</a>',
    );
  });

  it('drops scripts, styles, frames and other active content with their content', async () => {
    expect(
      await sanitizeNoticeHtml(
        '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><object data="x">o</object><embed src="x"><template><p>t</p></template><noscript>n</noscript><svg><script>alert(1)</script></svg><math><mi>m</mi></math><textarea>t</textarea>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('unwraps other elements but keeps their text', async () => {
    expect(await sanitizeNoticeHtml('<div><h1>Title</h1><span class="x">text</span></div>')).toBe(
      'Titletext',
    );
    expect(await sanitizeNoticeHtml('<p><b>bold</b> <img src=x onerror=alert(1)>done</p>')).toBe(
      '<p>bold done</p>',
    );
  });

  it('drops event handlers, styles and every other attribute but a safe href', async () => {
    expect(
      await sanitizeNoticeHtml(
        '<p onclick="alert(1)" style="color:red" class="c" id="i" data-x="1" aria-label="l">x</p><a title="t" onmouseover="alert(1)">y</a>',
      ),
    ).toBe('<p>x</p><a>y</a>');
    expect(
      await sanitizeNoticeHtml('<a href="https://example.test" target="_self" rel="opener">z</a>'),
    ).toBe('<a href="https://example.test" target="_blank" rel="noopener noreferrer">z</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example/x',
  ])('removes the unsafe href %j', async (href) => {
    expect(await sanitizeNoticeHtml(`<a href="${href.replace(/"/g, '&quot;')}">link</a>`)).toBe(
      '<a>link</a>',
    );
  });

  it('escapes text, so markup in text stays text', async () => {
    expect(await sanitizeNoticeHtml('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp; &lt;b&gt;</p>',
    );
  });

  it('drops comments and mutation tricks', async () => {
    expect(await sanitizeNoticeHtml('<p>a<!-- secret -->b</p>')).toBe('<p>ab</p>');
    const answer = await sanitizeNoticeHtml(
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    );
    expect(answer).not.toMatch(/<img|onerror|<style|<svg/i);
  });

  it('answers the same clean HTML again for the same notice', async () => {
    const html = '<p>Again <script>alert(1)</script><strong>here</strong></p>';
    const first = await sanitizeNoticeHtml(html);
    expect(first).toBe('<p>Again <strong>here</strong></p>');
    expect(await sanitizeNoticeHtml(html)).toBe(first);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.test', true],
    ['http://example.test', true],
    ['mailto:help@example.test', true],
    ['tel:+27860000000', true],
    ['/documents/terms.pdf', true],
    ['#section', true],
    ['javascript:void(0)', false],
    ['java\nscript:void(0)', false],
    ['//example.test', false],
  ])('%s → %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});
