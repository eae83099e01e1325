import { describe, expect, it } from 'vitest';
import {
  KB,
  budgetViolations,
  chunkImportCycles,
  documentFiles,
  formatBudgetTable,
  measureRoutes,
  routeFiles,
} from './budget';
import type { Manifest, RouteBudget } from './budget';

// A build of an entry, a shared chunk, two lazy pages and a lazily loaded modal, as Vite's
// manifest describes it.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/home.tsx', 'src/pages/report.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/pages/home.tsx': {
    file: 'assets/home.js',
    src: 'src/pages/home.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
  'src/pages/report.tsx': {
    file: 'assets/report.js',
    src: 'src/pages/report.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_chart.js'],
    dynamicImports: ['src/modal.tsx'],
    css: ['assets/report.css'],
  },
  '_chart.js': { file: 'assets/chart.js', imports: ['_shared.js'] },
  'src/modal.tsx': { file: 'assets/modal.js', src: 'src/modal.tsx', isDynamicEntry: true },
};

/** Sizes made up for the test: every file is 10 KB gzipped, the chart 50 KB. */
function gzipBytesOf(file: string): number {
  return file === 'assets/chart.js' ? 50 * KB : 10 * KB;
}

describe('routeFiles', () => {
  it('counts the entry, the page and their static imports, not what loads later', () => {
    expect(routeFiles(MANIFEST, ['src/pages/report.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/report.js', 'assets/chart.js'],
      css: ['assets/index.css', 'assets/shared.css', 'assets/report.css'],
    });
  });

  it('counts a file shared by the entry and the page once', () => {
    expect(routeFiles(MANIFEST, ['src/pages/home.tsx']).js).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/home.js',
    ]);
  });

  it('refuses a module the build does not have (a renamed page)', () => {
    expect(() => routeFiles(MANIFEST, ['src/pages/gone.tsx'])).toThrow(
      "'src/pages/gone.tsx' is not in the build manifest",
    );
  });
});

describe('documentFiles', () => {
  const PAGE = `<!doctype html><html><head>
    <link rel="icon" href="/favicon.svg">
    <link rel="stylesheet" crossorigin href="/assets/page.css">
    <script type="module" crossorigin src="/assets/page.js"></script>
  </head><body><div id="root"><a href="/assets/not-loaded.css">x</a></div></body></html>`;

  it('counts the scripts and stylesheets a document of its own names, nothing else', () => {
    expect(documentFiles(PAGE)).toEqual({ js: ['assets/page.js'], css: ['assets/page.css'] });
  });

  it('measures a route with a document from that document, not from the entry', () => {
    const [measure] = measureRoutes(
      MANIFEST,
      [{ route: 'landing', modules: [], document: 'landing.html', maxJsGzipBytes: 5 * KB }],
      (file) => (file === 'assets/page.js' ? 1 * KB : 3 * KB),
      (file) => (file === 'landing.html' ? PAGE : ''),
    );
    expect(measure).toMatchObject({
      js: ['assets/page.js'],
      css: ['assets/page.css'],
      jsGzipBytes: 1 * KB,
      cssGzipBytes: 3 * KB,
    });
  });
});

describe('budgetViolations', () => {
  const budgets: RouteBudget[] = [
    { route: 'home', modules: ['src/pages/home.tsx'], maxJsGzipBytes: 30 * KB },
    {
      route: 'report',
      modules: ['src/pages/report.tsx'],
      maxJsGzipBytes: 75 * KB,
      maxCssGzipBytes: 40 * KB,
    },
  ];

  it('passes routes within their limits (a limit is inclusive)', () => {
    const measures = measureRoutes(MANIFEST, budgets, gzipBytesOf);
    expect(measures.map((m) => [m.route, m.jsGzipBytes, m.cssGzipBytes])).toEqual([
      ['home', 30 * KB, 20 * KB],
      ['report', 80 * KB, 30 * KB],
    ]);
    expect(budgetViolations(measures.slice(0, 1))).toEqual([]);
  });

  it('fails a route past its JavaScript limit, and a CSS limit the same way', () => {
    const measures = measureRoutes(MANIFEST, budgets, gzipBytesOf);
    expect(budgetViolations(measures)).toEqual([
      'report: JavaScript 80.0 KB gzipped, over 75.0 KB',
    ]);
    const tight = measureRoutes(
      MANIFEST,
      [{ route: 'report', modules: ['src/pages/report.tsx'], maxCssGzipBytes: 29 * KB }],
      gzipBytesOf,
    );
    expect(budgetViolations(tight)).toEqual(['report: CSS 30.0 KB gzipped, over 29.0 KB']);
  });

  it('prints one row per route with its limits', () => {
    const table = formatBudgetTable(measureRoutes(MANIFEST, budgets, gzipBytesOf));
    expect(table.split('\n')).toEqual([
      'route   JS (gzip)  JS limit  CSS (gzip)  CSS limit',
      'home      30.0 KB   30.0 KB     20.0 KB          —',
      'report    80.0 KB   75.0 KB     30.0 KB    40.0 KB',
    ]);
  });
});

describe('chunkImportCycles', () => {
  it('finds none where files import only what was built before them', () => {
    expect(chunkImportCycles(MANIFEST)).toEqual([]);
  });

  it('names the files that import each other, through others too', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      '_shared.js': { file: 'assets/shared.js', imports: ['_overlays.js'] },
      '_overlays.js': { file: 'assets/overlays.js', imports: ['_drawer.js'] },
      '_drawer.js': { file: 'assets/drawer.js', imports: ['_shared.js'] },
    };
    expect(chunkImportCycles(manifest)).toEqual([['_drawer.js', '_overlays.js', '_shared.js']]);
  });
});
