import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import { mantineComponentStyles } from './mantine-styles.ts';
import { buildServerModule } from './server-bundle.ts';
import type { SharedConfig } from './server-bundle.ts';

// The landing page drawn at build time. Most visitors arrive on the landing page, which shows the
// same thing to everyone, so the build draws it once (src/app/static-landing.tsx, rendered with
// React on the server side of a second, small build) and writes `landing.html`: the page's markup,
// its own stylesheet (only the rules it uses) and one tiny script (its page view). The server sends
// it for `/` and `/home` to visitors without a session; the app still draws the page on in-app
// navigation. The portal name is a placeholder the server fills from its configuration.

/** Where the server puts each answer's Content Security Policy nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Where the server puts the configured portal name (HTML-escaped). */
export const PORTAL_NAME_PLACEHOLDER = '__PORTAL_NAME__';
export const LANDING_DOCUMENT = 'landing.html';

const RENDER_MODULE = 'src/app/static-landing.tsx';
const PAGE_VIEW_MODULE = 'src/app/landing-page-view.ts';

type Parts = { markup: string; stylesheet: string; script: string };

/** Replaces what `pattern` finds in `html`, and fails the build when it finds nothing. */
function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: (match: string, ...groups: string[]) => string,
  what: string,
): string {
  if (!pattern.test(html)) throw new Error(`static landing: index.html has no ${what}`);
  return html.replace(pattern, replacement);
}

/**
 * The landing document from the app's built `index.html` (its head: charset, viewport,
 * description, icon): the app's scripts and stylesheets give way to the page's own, and `#root`
 * holds the drawn page.
 */
export function landingDocument(indexHtml: string, { markup, stylesheet, script }: Parts): string {
  let html = indexHtml;
  html = html.replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  html = html.replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '');
  // No inline style and no nonce: the boot screen's style (and its comment) and the nonce's meta
  // tag serve the app, not this page.
  html = html.replace(/\s*<!--[\s\S]*?-->/g, '');
  html = html.replace(/\s*<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  html = html.replace(/\s*<meta property="csp-nonce"[^>]*>/g, '');
  // Mantine's light colours hang on this attribute (the app sets it as it starts).
  html = replaceOnce(
    html,
    /<html lang="([^"]+)">/,
    (_, lang) => `<html lang="${lang}" data-mantine-color-scheme="light">`,
    '<html lang> element',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    () => `<title>${PORTAL_NAME_PLACEHOLDER}</title>`,
    'title',
  );
  html = replaceOnce(
    html,
    /\s*<\/head>/,
    () =>
      `\n    <link rel="stylesheet" crossorigin href="/${stylesheet}">` +
      `\n    <script type="module" crossorigin src="/${script}"></script>\n  </head>`,
    '</head>',
  );
  html = replaceOnce(
    html,
    /<div id="root">[\s\S]*<\/div>\s*<\/body>/,
    () => `<div id="root">${markup}</div>\n  </body>`,
    '#root element at the end of the body',
  );
  return html;
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

function unescapeAttribute(value: string): string {
  return value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The drawn page without inline style, for a Content Security Policy without 'unsafe-inline':
 * its style elements (Mantine's CSS variables and responsive props) and style attributes move
 * into the page's stylesheet, each attribute becoming a class of its own. The app's own CSS is
 * unlayered, so these rules win over Mantine's layered ones as the inline styles did.
 */
export function externaliseStyles(markup: string): { markup: string; css: string } {
  const rules: string[] = [];
  let html = markup.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => {
    rules.push(css);
    return '';
  });
  const classes = new Map<string, string>();
  html = html.replace(/<([a-zA-Z][\w-]*)\b([^>]*?)\sstyle="([^"]*)"([^>]*)>/g, (...match) => {
    const [, tag, before, value, after] = match as string[];
    const declarations = unescapeAttribute(value ?? '');
    let name = classes.get(declarations);
    if (!name) {
      name = `ls-${createHash('sha256').update(declarations).digest('hex').slice(0, 8)}`;
      classes.set(declarations, name);
      rules.push(`.${name}{${declarations}}`);
    }
    const attributes = `${before ?? ''}${after ?? ''}`;
    const withClass = /\sclass="/.test(attributes)
      ? attributes.replace(/\sclass="([^"]*)"/, (_, list: string) => ` class="${list} ${name}"`)
      : `${attributes} class="${name}"`;
    return `<${tag}${withClass}>`;
  });
  return { markup: html, css: rules.join('\n') };
}

function hashed(name: string, content: string, ext: string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `assets/${name}-${hash}.${ext}`;
}

/** The first output chunk of a build (the page-view script). */
function firstChunk(output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[]): string {
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs.flatMap((o) => o.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('static landing: the page-view build wrote no script');
  return chunk.fileName;
}

/**
 * The page, rendered where the build runs, and its stylesheet: everything bundled, so that
 * Mantine's per-component stylesheets come along (build/mantine-styles.ts), in one CSS file.
 */
async function drawPage(shared: SharedConfig): Promise<{ markup: string; css: string }> {
  // Its own directory: builds for other dates may run at the same time (scripts/test-dates.mjs).
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-landing-'));
  try {
    await buildServerModule(shared, {
      entry: RENDER_MODULE,
      outDir: workDir,
      fileName: 'render.mjs',
      emitStyles: true,
    });
    const { renderLandingPage } = (await import(
      pathToFileURL(path.join(workDir, 'render.mjs')).href
    )) as { renderLandingPage: (portalName: string) => string };
    const cssFiles = fs
      .readdirSync(workDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    if (cssFiles.length === 0) throw new Error('static landing: the page has no stylesheet');
    return {
      markup: renderLandingPage(PORTAL_NAME_PLACEHOLDER),
      css: cssFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n'),
    };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Draws the landing page after the app's bundle is written (before the byte budget reads it). */
export function staticLanding(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal:static-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const shared = {
          configFile: false as const,
          root,
          logLevel: 'warn' as const,
          resolve: { tsconfigPaths: true },
          plugins: [react(), mantineComponentStyles()],
        };
        const drawn = await drawPage(shared);
        const { markup, css: inlineCss } = externaliseStyles(drawn.markup);
        const css = `${drawn.css}\n${inlineCss}`;
        const stylesheet = hashed('landing', css, 'css');
        fs.writeFileSync(path.join(outDir, stylesheet), css);

        // The page view, the page's only script: built for the browser like the app.
        const script = firstChunk(
          (await build({
            ...shared,
            build: {
              outDir,
              emptyOutDir: false,
              copyPublicDir: false,
              rolldownOptions: {
                input: { 'landing-page-view': path.join(root, PAGE_VIEW_MODULE) },
                output: { entryFileNames: 'assets/[name]-[hash].js' },
              },
            },
          })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[],
        );

        const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        fs.writeFileSync(
          path.join(outDir, LANDING_DOCUMENT),
          landingDocument(indexHtml, { markup, stylesheet, script }),
        );
      },
    },
  };
}
