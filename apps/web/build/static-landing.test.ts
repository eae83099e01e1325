import { describe, expect, it } from 'vitest';
import { PORTAL_NAME_PLACEHOLDER, landingDocument } from './static-landing';

// The landing document keeps the app's head (charset, viewport, description, icon, the boot
// screen's style) and swaps the app's code for the drawn page, its stylesheet and its script.
const INDEX_HTML = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>AF Connect</title>
    <style>.boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <noscript>This portal needs JavaScript.</noscript>
    <div id="root">
      <div class="boot" role="status"><span>Loading…</span></div>
    </div>
  </body>
</html>
`;

const PARTS = {
  markup: '<main><h1>Welcome</h1></main>',
  stylesheet: 'assets/landing-1.css',
  script: 'assets/landing-page-view-2.js',
};

describe('landingDocument', () => {
  const html = landingDocument(INDEX_HTML, PARTS);

  it("drops the app's scripts and stylesheets for the page's own", () => {
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('app-def.js');
    expect(html).not.toContain('index-ghi.css');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/landing-page-view-2.js"></script>',
    );
  });

  it('puts the drawn page in #root in place of the boot screen', () => {
    expect(html).toContain('<div id="root"><main><h1>Welcome</h1></main></div>');
    expect(html).not.toContain('class="boot"');
  });

  it("keeps the head, sets Mantine's light scheme and leaves the name to the server", () => {
    expect(html).toContain('<html lang="en-ZA" data-mantine-color-scheme="light">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<noscript>This portal needs JavaScript.</noscript>');
    expect(html).toContain(`<title>${PORTAL_NAME_PLACEHOLDER}</title>`);
  });

  it('fails the build when index.html has changed shape', () => {
    expect(() => landingDocument('<html><body></body></html>', PARTS)).toThrow(/index.html has no/);
  });
});
