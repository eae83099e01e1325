import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServerProcess } from './api-load';

// The bench's pages section (run.ts): the bytes each route of the built web app loads, and
// Lighthouse on the main pages against a server of its own.

const run = promisify(execFile);
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** One row of the bench's table: area, measure, value, target, and whether it was met. */
export type BenchRow = (
  area: string,
  measure: string,
  value: string,
  target?: string,
  met?: boolean,
) => void;

/**
 * Gzipped JavaScript targets: the landing's, and the dashboard's (the page a member sees first after
 * signing in: "Dashboard JavaScript ≤ 200 KB gzipped"). Every other route's bytes are reported
 * beside them; their limits are the build's own (apps/web/build/route-budgets.ts). Every route's
 * CSS target (bytes).
 */
const PAGE_JS_TARGETS: Record<string, number> = { landing: 120_000, dashboard: 200_000 };
const PAGE_CSS_TARGET = 40_000;
/** Lighthouse targets on a simulated phone (mobile) and a laptop (desktop). */
const MOBILE = { performance: 95, tbtMs: 150, lcpMs: 2_000 };
const DESKTOP = { performance: 100 };

/** Lighthouse on the main pages, and the bytes each route loads, against the built web app. */
export async function pagesSection({
  root,
  today,
  port,
  row,
}: {
  root: string;
  today: string;
  port: number;
  row: BenchRow;
}): Promise<void> {
  process.stderr.write('Pages\n');
  const webDist = path.join(root, 'apps/web/dist');
  await run('npm', ['run', 'build', '-w', '@portal/web'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const budgetFile = path.join(webDist, '.vite/budget.json');
  const lighthouseScript = path.join(root, 'e2e/bench/lighthouse.ts');
  if (!fs.existsSync(budgetFile) || !fs.existsSync(lighthouseScript)) {
    row(
      'Pages',
      'Lighthouse and bytes per route',
      'not measured: the web build writes no byte report',
    );
    return;
  }
  const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as {
    routes: {
      route: string;
      jsGzipBytes: number;
      cssGzipBytes: number;
    }[];
  };
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const route of budget.routes) {
    // The performance targets, not the build's own limits (apps/web/build/route-budgets.ts),
    // which hold today's sizes with a little room.
    const jsTarget = PAGE_JS_TARGETS[route.route];
    const targets = [jsTarget ? `JS ≤ ${kb(jsTarget)}` : '', `CSS ≤ ${kb(PAGE_CSS_TARGET)}`];
    row(
      `Route ${route.route}`,
      'JavaScript / CSS loaded (gzip)',
      `${kb(route.jsGzipBytes)} / ${kb(route.cssGzipBytes)}`,
      targets.filter(Boolean).join(', '),
      (!jsTarget || route.jsGzipBytes <= jsTarget) && route.cssGzipBytes <= PAGE_CSS_TARGET,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pages-'));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      SEED_MEMBERS: '12',
      WEB_DIST: webDist,
      PORTAL_TODAY: today,
      PUBLIC_URL: `http://localhost:${port}`,
    },
    port,
  );
  try {
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'e2e/bench/lighthouse.ts',
        `http://localhost:${port}`,
        '--runs',
        process.env.BENCH_LIGHTHOUSE_RUNS ?? '3',
      ],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    );
    const entries = JSON.parse(stdout) as {
      page: string;
      formFactor: 'mobile' | 'desktop';
      performance: number;
      accessibility: number;
      bestPractices: number;
      lcpMs: number;
      tbtMs: number;
      cls: number;
      lcpElement: string;
    }[];
    for (const entry of entries) {
      const isMobile = entry.formFactor === 'mobile';
      const performanceTarget = isMobile ? MOBILE.performance : DESKTOP.performance;
      const timesMet = !isMobile || (entry.tbtMs <= MOBILE.tbtMs && entry.lcpMs <= MOBILE.lcpMs);
      row(
        `Lighthouse ${entry.page}, ${entry.formFactor}`,
        'performance / accessibility / best practices; LCP, TBT, CLS; LCP element',
        `${entry.performance} / ${entry.accessibility} / ${entry.bestPractices}; ${ms(entry.lcpMs)}, ${ms(entry.tbtMs)}, ${entry.cls.toFixed(3)}; ${entry.lcpElement.replaceAll('|', '/')}`,
        isMobile
          ? `≥ ${performanceTarget} / 100 / 100; LCP ≤ ${ms(MOBILE.lcpMs)}, TBT ≤ ${ms(MOBILE.tbtMs)}, CLS ≤ 0.02`
          : `${performanceTarget} / 100 / 100; CLS ≤ 0.02`,
        entry.performance >= performanceTarget &&
          entry.accessibility === 100 &&
          entry.bestPractices === 100 &&
          entry.cls <= 0.02 &&
          timesMet,
      );
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
