import fs from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

// The byte budget of the pages, checked by every build: from Vite's manifest, the JavaScript and
// CSS a route loads (the entry and its static imports, then the route's lazy modules and their
// static imports), measured gzipped at level 9 as the server sends them. Deterministic: sizes of
// files, no timings. KB here is 1000 bytes.

/** One chunk of Vite's `.vite/manifest.json` (the fields the budget reads). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

export type RouteBudget = {
  /** A short name for the page ('dashboard'). */
  route: string;
  /**
   * The page's address as the router writes it ('/fund-details/:schemeNumber'): the server
   * names the page's files in the document it sends for that address, so they load beside the
   * app's entry rather than after it.
   */
  path?: string;
  /**
   * The lazily loaded modules the page needs, as manifest keys (source paths from the app root,
   * e.g. 'src/app/routes/dashboard.tsx'); the entry is always counted.
   */
  modules: readonly string[];
  /**
   * A page the build writes as a document of its own (e.g. 'landing.html'): the page loads the
   * scripts and stylesheets that document names, not the app's entry.
   */
  document?: string;
  /** Gzipped JavaScript the page may load, in bytes (no limit when absent). */
  maxJsGzipBytes?: number;
  /** Gzipped CSS the page may load, in bytes. */
  maxCssGzipBytes?: number;
};

export type RouteFiles = { js: string[]; css: string[] };

export type RouteMeasure = {
  route: string;
  path?: string;
  js: string[];
  css: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  maxJsGzipBytes?: number;
  maxCssGzipBytes?: number;
};

export const KB = 1000;

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) {
    throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  }
  return entries[0] as string;
}

/** The files a page loads: the entry's and each module's chunk with their static imports. */
export function routeFiles(manifest: Manifest, modules: readonly string[]): RouteFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`'${key}' is not in the build manifest`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const module of modules) visit(module);
  return { js: [...js], css: [...css] };
}

/** The build's files an HTML document loads: its module scripts and its stylesheets. */
export function documentFiles(html: string): RouteFiles {
  const local = (url: string) => url.replace(/^\//, '');
  const js = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => local(m[1]!));
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((m) => {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    return href ? [local(href)] : [];
  });
  return { js, css };
}

/**
 * Measures each route with `gzipBytesOf` (a file of the build → its gzipped size); a route with
 * a document of its own is read with `readDocument` (a file of the build → its text).
 */
export function measureRoutes(
  manifest: Manifest,
  budgets: readonly RouteBudget[],
  gzipBytesOf: (file: string) => number,
  readDocument: (file: string) => string = () => {
    throw new Error('No reader for the routes with a document of their own');
  },
): RouteMeasure[] {
  return budgets.map(({ route, path, modules, document, maxJsGzipBytes, maxCssGzipBytes }) => {
    const files =
      document === undefined
        ? routeFiles(manifest, modules)
        : documentFiles(readDocument(document));
    const sum = (list: string[]) => list.reduce((total, file) => total + gzipBytesOf(file), 0);
    return {
      route,
      ...(path === undefined ? {} : { path }),
      ...files,
      jsGzipBytes: sum(files.js),
      cssGzipBytes: sum(files.css),
      ...(maxJsGzipBytes === undefined ? {} : { maxJsGzipBytes }),
      ...(maxCssGzipBytes === undefined ? {} : { maxCssGzipBytes }),
    };
  });
}

/** What is over budget, one line per limit passed (empty when every route is within). */
export function budgetViolations(measures: readonly RouteMeasure[]): string[] {
  return measures.flatMap((measure) => [
    ...(measure.maxJsGzipBytes !== undefined && measure.jsGzipBytes > measure.maxJsGzipBytes
      ? [
          `${measure.route}: JavaScript ${kb(measure.jsGzipBytes)} gzipped, over ${kb(measure.maxJsGzipBytes)}`,
        ]
      : []),
    ...(measure.maxCssGzipBytes !== undefined && measure.cssGzipBytes > measure.maxCssGzipBytes
      ? [
          `${measure.route}: CSS ${kb(measure.cssGzipBytes)} gzipped, over ${kb(measure.maxCssGzipBytes)}`,
        ]
      : []),
  ]);
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/**
 * The built files that import each other, directly or through others (static imports only), as
 * groups of manifest keys. A file in such a group may run before what it imports from the others
 * is defined: the build refuses them (a rule of vite.config.ts's chunk groups can make one).
 */
export function chunkImportCycles(manifest: Manifest): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (key: string) => {
    order.set(key, order.size);
    low.set(key, order.get(key)!);
    stack.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(key, Math.min(low.get(key)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(key, Math.min(low.get(key)!, order.get(next)!));
      }
    }
    if (low.get(key) !== order.get(key)) return;
    const group = stack.splice(stack.indexOf(key));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const key of Object.keys(manifest)) if (!order.has(key)) visit(key);
  return cycles;
}

/** The build output's table: per route, the gzipped JavaScript and CSS against their limits. */
export function formatBudgetTable(measures: readonly RouteMeasure[]): string {
  const limit = (value: number | undefined) => (value === undefined ? '—' : kb(value));
  const rows = [
    ['route', 'JS (gzip)', 'JS limit', 'CSS (gzip)', 'CSS limit'],
    ...measures.map((measure) => [
      measure.route,
      kb(measure.jsGzipBytes),
      limit(measure.maxJsGzipBytes),
      kb(measure.cssGzipBytes),
      limit(measure.maxCssGzipBytes),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The report written beside the manifest (`.vite/budget.json`), read by the page benchmark. */
export type BudgetReport = {
  unit: 'bytes, gzip level 9';
  routes: RouteMeasure[];
};

/**
 * Checks the budgets after the bundle is written: prints the table, writes `.vite/budget.json`,
 * and fails the build when a route is over a limit. Needs `build.manifest: true`.
 */
export function byteBudget(budgets: readonly RouteBudget[]): Plugin {
  let outDir = '';
  let manifestFile = '';
  let logger: Logger | undefined;
  return {
    name: 'portal:byte-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
      const manifest = config.build.manifest;
      manifestFile = typeof manifest === 'string' ? manifest : '.vite/manifest.json';
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, manifestFile), 'utf8'),
        ) as Manifest;
        const measures = measureRoutes(
          manifest,
          budgets,
          (file) => gzipBytes(fs.readFileSync(path.join(outDir, file))),
          (file) => fs.readFileSync(path.join(outDir, file), 'utf8'),
        );
        const report: BudgetReport = { unit: 'bytes, gzip level 9', routes: measures };
        fs.writeFileSync(
          path.join(outDir, path.dirname(manifestFile), 'budget.json'),
          `${JSON.stringify(report, null, 2)}\n`,
        );
        logger?.info(
          `\nbytes per route (gzip level 9, 1 KB = 1000 bytes)\n${formatBudgetTable(measures)}`,
        );
        const cycles = chunkImportCycles(manifest);
        if (cycles.length > 0) {
          throw new Error(
            `Built files import each other:\n  ${cycles.map((group) => group.join(' -> ')).join('\n  ')}`,
          );
        }
        const violations = budgetViolations(measures);
        if (violations.length > 0) {
          throw new Error(`Over the byte budget:\n  ${violations.join('\n  ')}`);
        }
      },
    },
  };
}
