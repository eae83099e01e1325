import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonElement } from './page-data';
import type { PageAnswer } from './page-data';

// DESIGN §1c: signed-in pages drawn on the server. The web build holds the module that draws them
// (apps/web src/app/server-render.tsx, built into `.server/render.mjs`, a directory never sent to
// browsers); the server loads it once and gives it each page's answers.

/** Where the web build writes the module (apps/web build/server-render.ts). */
const RENDER_MODULE = path.join('.server', 'render.mjs');
/** The element the browser hydrates the page's state from (apps/web src/main.tsx). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

export type DrawnPage = {
  markup: string;
  /** The page's title, as the app sets it. */
  title: string;
  /** What the browser hydrates from; `calls`: the calls whose answers it holds. */
  state: { calls: string[] };
};

export type PageRenderInput = {
  path: string;
  cookie: string;
  nonce: string;
  isPhone: boolean;
  answers: readonly PageAnswer[];
  /** Asks the API, as the member, for a GET the page needs beyond its first calls. */
  ask?: (url: string) => Promise<PageAnswer>;
};

export type PageRenderer = {
  render: (input: PageRenderInput) => Promise<DrawnPage>;
  /** The cookies a render reads (the view, the privacy switch); no other is passed on. */
  cookies: readonly string[];
};

type RenderModule = {
  renderMemberPage: PageRenderer['render'];
  PAGE_COOKIES: readonly string[];
};

/** The build's renderer, or undefined when the build has none (the pages are then drawn by the browser). */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDist, RENDER_MODULE);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RenderModule;
  return { render: module.renderMemberPage, cookies: module.PAGE_COOKIES };
}

/**
 * Whether a request comes from a phone, as far as its headers tell: the client hint
 * `Sec-CH-UA-Mobile`, else the user agent's "Mobi" (Android phones, iPhone) or "iPhone". The page
 * is drawn in that layout; the browser corrects a wrong guess as it hydrates.
 */
export function isPhoneRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|iPhone/.test(agent);
}

/** The Cookie header with only the named cookies. */
export function onlyCookies(header: string | undefined, names: readonly string[]): string {
  if (!header) return '';
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => names.includes(part.slice(0, part.indexOf('='))))
    .join('; ');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The document with the drawn page inside `#root` (in place of the boot screen), its title,
 * Mantine's light scheme on `<html>` as the app sets it, and the state to hydrate from just after
 * it (before any script at the end of the body).
 */
export function withDrawnPage(html: string, drawn: DrawnPage): string {
  if (typeof drawn.markup !== 'string' || typeof drawn.title !== 'string' || !drawn.state) {
    throw new Error('the render module answered no page (is it from another build?)');
  }
  const root = html.indexOf('<div id="root">');
  const bodyEnd = html.lastIndexOf('</body>');
  // The root is the body's last element but for the app's module script (index.html).
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (root === -1 || bodyEnd === -1 || rootEnd < root) throw new Error('index.html has no #root');
  return (
    html
      .slice(0, root)
      .replace(/<html lang="([^"]+)">/, '<html lang="$1" data-mantine-color-scheme="light">')
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${drawn.title.replace(/[&<>]/g, (c) => HTML_ESCAPES[c] ?? c)}</title>`,
      ) +
    `<div id="root" data-drawn="server">${drawn.markup}</div>` +
    jsonElement(PAGE_STATE_ELEMENT_ID, drawn.state) +
    html.slice(rootEnd + '</div>'.length)
  );
}
