import fs from 'node:fs';
import path from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from './csp';

// A signed-in page's own code is loaded by the app's entry once it runs and knows the page:
// on a slow phone network that is a round trip after the entry's. The build's report of what
// each page loads (apps/web/build/budget.ts, `.vite/budget.json`) gives each page's address;
// the document sent for that address names the page's files up front, so they load beside the
// entry. The app's loader finds them already asked for and asks for nothing twice.

type BudgetReport = { routes: { path?: string; js: string[]; css: string[] }[] };

type PagePreload = {
  /** The address's segments; ':name' matches any one segment. */
  segments: string[];
  /** Segments written out: the more, the better an address matches ('/claims/report-a-death'
   *  before '/claims/:id'). */
  literals: number;
  links: string;
  /**
   * For a page drawn on the server: its stylesheets applied rather than preloaded (the page is
   * painted before its code runs, so its styles must be there for the first paint).
   */
  linksWithStylesheets: string;
  /** The page's own scripts (not the document's), for a drawn page's loader. */
  scripts: string[];
};

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };
const escapeAttribute = (value: string) =>
  value.replace(/[&"<]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * Each page's preload links from the build's report in `webDist`, leaving out the files the
 * document (`indexHtml`) already loads. None when the build wrote no report.
 */
export function readPagePreloads(webDist: string, indexHtml: string): PagePreload[] {
  const reportFile = path.join(webDist, '.vite', 'budget.json');
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as BudgetReport;
  const inDocument = (file: string) => indexHtml.includes(`/${file}"`);
  return report.routes.flatMap((route) => {
    if (route.path === undefined) return [];
    const segments = segmentsOf(route.path);
    const tag = (rel: string, file: string, as = '') =>
      `<link rel="${rel}"${as} crossorigin href="/${escapeAttribute(file)}" nonce="${CSP_NONCE_PLACEHOLDER}">`;
    const scripts = route.js.filter((file) => !inDocument(file));
    const styles = route.css.filter((file) => !inDocument(file));
    return [
      {
        segments,
        literals: segments.filter((s) => !s.startsWith(':')).length,
        links: [
          ...scripts.map((file) => tag('modulepreload', file)),
          ...styles.map((file) => tag('preload', file, ' as="style"')),
        ].join(''),
        linksWithStylesheets: styles.map((file) => tag('stylesheet', file)).join(''),
        scripts: scripts.map((file) => `/${file}`),
      },
    ];
  });
}

/** The page at `pathname` (the best match: the most segments written out), if any. */
function pageAt(pages: readonly PagePreload[], pathname: string): PagePreload | undefined {
  const requested = segmentsOf(pathname);
  let best: PagePreload | undefined;
  for (const page of pages) {
    if (page.segments.length !== requested.length) continue;
    const matches = page.segments.every(
      (segment, index) => segment.startsWith(':') || segment === requested[index],
    );
    if (matches && (!best || page.literals > best.literals)) best = page;
  }
  return best;
}

/**
 * The preload links of the page at `pathname`, or '' when no page is there; `isDrawn`: the page
 * is drawn on the server, and its stylesheets are applied at once.
 */
export function preloadLinksFor(
  pages: readonly PagePreload[],
  pathname: string,
  isDrawn = false,
): string {
  const best = pageAt(pages, pathname);
  if (!best) return '';
  return isDrawn ? best.linksWithStylesheets : best.links;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g;

/**
 * A page drawn on the server is read before its code has run, so its code waits for the first
 * paint: on a slow phone network the scripts (ten times the stylesheets' bytes) would otherwise
 * share the network with the stylesheets that paint needs. The document's entry script and
 * module preloads leave its head; a small script at the end of the body asks for them, with the
 * page's own scripts beside them, once the page has been painted (at once in a tab not shown).
 * Until the app has taken the page over, its controls take no taps (index.html).
 */
export function withScriptsAfterPaint(
  html: string,
  pages: readonly PagePreload[],
  pathname: string,
): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const head = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  const files = [...preloads, ...(pageAt(pages, pathname)?.scripts ?? [])];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    `<script nonce="${CSP_NONCE_PLACEHOLDER}">(function(){` +
    `var entries=${json(entries)},files=${json(files)},` +
    'nonce=document.currentScript.nonce,asked=false;' +
    'function add(tag,attribute,value,type){var e=document.createElement(tag);' +
    "e[attribute]=value;e.crossOrigin='';e.nonce=nonce;if(type)e[type[0]]=type[1];" +
    'document.head.appendChild(e)}' +
    'function ask(){if(asked)return;asked=true;' +
    "files.forEach(function(f){add('link','href',f,['rel','modulepreload'])});" +
    "entries.forEach(function(f){add('script','src',f,['type','module'])})}" +
    // Nor does it take typing (a field focused from the keyboard): it would be lost as the app
    // takes the page over.
    "document.addEventListener('beforeinput',function(e){" +
    "if(document.getElementById('root').getAttribute('data-drawn')==='server')e.preventDefault()" +
    '},true);' +
    "if(document.visibilityState==='visible')" +
    'requestAnimationFrame(function(){setTimeout(ask,0)});else ask()})()</script>';
  return head.replace(/<\/body>(?![\s\S]*<\/body>)/, `${loader}</body>`);
}

/** The document with `links` at the end of its head. */
export function withPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
