import { describe, expect, it } from 'vitest';
import { isSafeHref } from './sanitize-html';

// sanitizeHtml runs DOMPurify, which needs a browser's own HTML parser: its cases run in Chromium
// (e2e/src/sanitize-html.e2e.ts).

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
