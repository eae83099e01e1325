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
   * painted before its code runs, so its styles must be there for the first paint), and its
   * scripts not preloaded, so that on a slow network they do not share it with the stylesheets
   * before that paint (the app's entry asks for them as it starts).
   */
  linksWithStylesheets: string;
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
    const scripts = route.js
      .filter((file) => !inDocument(file))
      .map((file) => tag('modulepreload', file));
    const styles = route.css.filter((file) => !inDocument(file));
    return [
      {
        segments,
        literals: segments.filter((s) => !s.startsWith(':')).length,
        links: [...scripts, ...styles.map((file) => tag('preload', file, ' as="style"'))].join(''),
        linksWithStylesheets: styles.map((file) => tag('stylesheet', file)).join(''),
      },
    ];
  });
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
  const requested = segmentsOf(pathname);
  let best: PagePreload | undefined;
  for (const page of pages) {
    if (page.segments.length !== requested.length) continue;
    const matches = page.segments.every(
      (segment, index) => segment.startsWith(':') || segment === requested[index],
    );
    if (matches && (!best || page.literals > best.literals)) best = page;
  }
  if (!best) return '';
  return isDrawn ? best.linksWithStylesheets : best.links;
}

/** The document with `links` at the end of its head. */
export function withPreloads(html: string, links: string): string {
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
