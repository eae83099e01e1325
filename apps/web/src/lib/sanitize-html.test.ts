import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags: p, strong, em, a[href], ul, li and br', () => {
    const html =
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a">more</a>.</p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<p>Two <strong>pots</strong> and <em>one</em> rule.<br>Read <a href="https://example.test/a" target="_blank" rel="noopener noreferrer">more</a>.</p><ul><li>One</li><li>Two</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>'),
    ).toBe('<p>Hi</p>');
  });

  it('unwraps other elements but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><span class="x">text</span></div>')).toBe('Titletext');
    expect(sanitizeHtml('<p><b>bold</b> <img src=x onerror=alert(1)>done</p>')).toBe(
      '<p>bold done</p>',
    );
  });

  it('drops every attribute but a safe href', () => {
    expect(
      sanitizeHtml('<p onclick="alert(1)" style="color:red" class="c">x</p><a title="t">y</a>'),
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
  ])('removes the unsafe href %j', (href) => {
    const out = sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">link</a>`);
    expect(out).toBe('<a>link</a>');
  });

  it('escapes text, so markup in text stays text', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; &lt;b&gt;</p>')).toBe('<p>1 &lt; 2 &amp; &lt;b&gt;</p>');
  });

  it('drops comments', () => {
    expect(sanitizeHtml('<p>a<!-- secret -->b</p>')).toBe('<p>ab</p>');
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
    ['//example.test', false],
  ])('%s → %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});
