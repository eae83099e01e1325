import { describe, expect, it } from 'vitest';
import { PORTAL_NAME_PLACEHOLDER, externaliseStyles, landingDocument } from './static-landing';

// The landing document keeps the app's head (charset, viewport, description, icon) and swaps the
// app's code, the boot screen and its style for the drawn page, its stylesheet and its script,
// with no inline style left (the Content Security Policy allows none).
const INDEX_HTML = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>AF Connect</title>
    <!-- The boot screen's style. -->
    <style nonce="__CSP_NONCE__">.boot{display:flex}</style>
    <meta property="csp-nonce" nonce="__CSP_NONCE__">
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

  it('puts the drawn page in #root in place of the boot screen, with no style or nonce left', () => {
    expect(html).toContain('<div id="root"><main><h1>Welcome</h1></main></div>');
    expect(html).not.toContain('class="boot"');
    expect(html).not.toMatch(/<style|nonce|<!--/);
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

describe('externaliseStyles', () => {
  const drawn =
    '<style data-mantine-styles="true">:root{--x:1}</style>' +
    '<div class="a" style="--stack-gap:var(--s);font-family:&quot;Noto Sans&quot;">' +
    '<p style="--stack-gap:var(--s);font-family:&quot;Noto Sans&quot;">same</p>' +
    '<span style="color:red">other</span></div>';

  it('moves style elements and attributes into CSS, one class per distinct style', () => {
    const { markup, css } = externaliseStyles(drawn);
    expect(markup).not.toMatch(/style/);
    const classes = [...markup.matchAll(/class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes[0]).toMatch(/^a ls-[0-9a-f]{8}$/);
    expect(classes[1]).toBe(classes[0]?.replace('a ', ''));
    expect(classes[2]).toMatch(/^ls-[0-9a-f]{8}$/);
    expect(classes[2]).not.toBe(classes[1]);
    expect(css).toContain(':root{--x:1}');
    expect(css).toContain(`.${classes[1]}{--stack-gap:var(--s);font-family:"Noto Sans"}`);
    expect(css).toContain(`.${classes[2]}{color:red}`);
  });
});
