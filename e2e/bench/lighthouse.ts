import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import type { Config, Flags, Result } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {
  benchPages,
  clearHttpCache,
  firstSchemeNumber,
  launchBenchBrowser,
  newDefaultPage,
  signIn,
} from './browser';
import type { BenchPage } from './browser';
import type { Page } from 'playwright-core';

// Lighthouse 12.8 on the portal's main pages, mobile (the default configuration: simulated slow 4G
// and a 4x slower CPU, then the same with an 8x slower CPU) and desktop, against a server that is
// already running:
//
//   npx tsx e2e/bench/lighthouse.ts http://localhost:3222 [--runs 3] [--web-dist apps/web/dist]
//     [--pages landing,dashboard] [--form-factors mobile,desktop] [--cpu 4,8] [--reports /tmp/lh]
//
// --cpu: the mobile CPU slowdowns (throttling.cpuSlowdownMultiplier). Each is run --runs times, 8x
// as often as 4x: the throttling is simulated (Lighthouse loads the page at full speed and works out
// the slowed timings from its trace), so a run at 8x takes no longer than one at 4x.
//
// stdout: JSON { entries, benchmarkIndex }: one entry per page, form factor and slowdown (the
// median run by performance score), and the machine's benchmark index (lhr.environment
// .benchmarkIndex, Lighthouse's measure of this CPU's speed, read at every run): the median and
// every run's. stderr: progress, and with --web-dist the JavaScript and CSS bytes (gzip) each
// route loads, from the build's byte budget report (dist/.vite/budget.json).

const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

export type LighthouseEntry = {
  page: string;
  url: string;
  formFactor: FormFactor;
  /** The simulated CPU slowdown (4 or 8 on mobile, 1 on desktop). */
  cpuSlowdown: number;
  /** The machine's benchmark index during this run. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** What Lighthouse took for the largest contentful paint (its label or HTML). */
  lcpElement: string;
  jsGzipBytes?: number;
  cssGzipBytes?: number;
};

export type LighthouseOutput = {
  entries: LighthouseEntry[];
  benchmarkIndex: { median: number; runs: number[] };
};

type BudgetRoute = { route: string; jsGzipBytes: number; cssGzipBytes: number };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    'web-dist': { type: 'string' },
    pages: { type: 'string' },
    'form-factors': { type: 'string', default: FORM_FACTORS.join(',') },
    cpu: { type: 'string', default: '4,8' },
    reports: { type: 'string' },
  },
});

const baseUrl = positionals[0] ?? '';
if (!baseUrl) {
  console.error('usage: npx tsx e2e/bench/lighthouse.ts <baseUrl> [--runs N] [--web-dist dir]');
  process.exit(2);
}
const runs = Math.max(1, Number(values.runs));
const onlyPages = values.pages?.split(',');
const formFactors = values['form-factors']
  .split(',')
  .filter((value): value is FormFactor => (FORM_FACTORS as readonly string[]).includes(value));
const mobileSlowdowns = values.cpu.split(',').map(Number);

/** A measured configuration: the form factor and its CPU slowdown. */
type Setting = { formFactor: FormFactor; cpuSlowdown: number };

const settings: Setting[] = formFactors.flatMap((formFactor): Setting[] =>
  formFactor === 'mobile'
    ? mobileSlowdowns.map((cpuSlowdown) => ({ formFactor, cpuSlowdown }))
    : [{ formFactor, cpuSlowdown: desktopConfig.settings?.throttling?.cpuSlowdownMultiplier ?? 1 }],
);

/** The Lighthouse configuration of a setting: the default (mobile, 4x), 8x, or desktop. */
function configOf(setting: Setting): Config | undefined {
  if (setting.formFactor === 'desktop') return desktopConfig;
  if (setting.cpuSlowdown === constants.throttling.mobileSlow4G.cpuSlowdownMultiplier)
    return undefined;
  return {
    extends: 'lighthouse:default',
    settings: {
      throttling: {
        ...constants.throttling.mobileSlow4G,
        cpuSlowdownMultiplier: setting.cpuSlowdown,
      },
    },
  };
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function metric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

/** The first node named in the LCP element audit's details, as Lighthouse labels it. */
function lcpElementOf(result: Result): string {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (found.length > 0 || value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record.type === 'node') {
      const label = record.nodeLabel ?? record.snippet ?? record.selector;
      if (typeof label === 'string') found.push(label.replace(/\s+/g, ' ').slice(0, 80));
      return;
    }
    for (const child of Object.values(record)) visit(child);
  };
  visit(result.audits['largest-contentful-paint-element']?.details);
  return found[0] ?? 'none';
}

function entryOf(page: BenchPage, setting: Setting, result: Result): LighthouseEntry {
  return {
    page: page.name,
    url: page.path,
    formFactor: setting.formFactor,
    cpuSlowdown: result.configSettings.throttling.cpuSlowdownMultiplier ?? setting.cpuSlowdown,
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: Math.round(metric(result, 'largest-contentful-paint')),
    cls: Number(metric(result, 'cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(metric(result, 'first-contentful-paint')),
    tbtMs: Math.round(metric(result, 'total-blocking-time')),
    speedIndexMs: Math.round(metric(result, 'speed-index')),
    lcpElement: lcpElementOf(result),
  };
}

function medianOf(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function median(entries: LighthouseEntry[]): LighthouseEntry {
  const sorted = [...entries].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

function readBudget(webDist: string | undefined): Map<string, BudgetRoute> {
  if (!webDist) return new Map();
  const file = path.join(webDist, '.vite', 'budget.json');
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: BudgetRoute[] };
  return new Map(report.routes.map((route) => [route.route, route]));
}

function printBudget(budget: Map<string, BudgetRoute>): void {
  if (budget.size === 0) return;
  console.error('JS and CSS bytes per route (gzip):');
  for (const route of budget.values()) {
    console.error(
      `  ${route.route.padEnd(22)} JS ${String(route.jsGzipBytes).padStart(8)}  CSS ${String(route.cssGzipBytes).padStart(7)}`,
    );
  }
}

/** Attempts per run: Lighthouse now and then fails to record a trace (NO_NAVSTART and the like). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url` in the bench browser (DevTools `port`), from an empty HTTP cache
 * (emptied through the `control` tab).
 */
async function runLighthouse(
  url: string,
  setting: Setting,
  port: number,
  control: Page,
): Promise<Result> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await clearHttpCache(control);
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      // Keep the session cookie between runs (the HTTP cache is emptied above instead).
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    const runner = await lighthouse(url, flags, configOf(setting));
    if (runner && !runner.lhr.runtimeError) return runner.lhr;
    lastError = runner?.lhr.runtimeError
      ? `${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`
      : 'no result';
    console.error(`${url}: attempt ${attempt} failed (${lastError})`);
  }
  throw new Error(`${url}: ${lastError}`);
}

async function main(): Promise<void> {
  const budget = readBudget(values['web-dist']);
  const bench = await launchBenchBrowser();
  const entries: LighthouseEntry[] = [];
  const benchmarkIndexes: number[] = [];
  try {
    const control = await newDefaultPage(bench.browser);
    // The pages' addresses need a signed-in member's fund; the landing is measured first, as a
    // guest (a signed-in member is sent on to the dashboard).
    const guestPages = benchPages('').filter((page) => !page.isSignedIn);
    const measure = async (page: BenchPage) => {
      if (onlyPages && !onlyPages.includes(page.name)) return;
      for (const setting of settings) {
        const results: LighthouseEntry[] = [];
        const name = `${setting.formFactor}-${setting.cpuSlowdown}x`;
        for (let run = 0; run < runs; run += 1) {
          const url = new URL(page.path, baseUrl).href;
          const result = await runLighthouse(url, setting, bench.port, control);
          const entry = entryOf(page, setting, result);
          benchmarkIndexes.push(entry.benchmarkIndex);
          console.error(
            `${page.name} ${name} run ${run + 1}: performance ${entry.performance}, LCP ${entry.lcpMs} ms, TBT ${entry.tbtMs} ms, CLS ${entry.cls}, benchmark index ${entry.benchmarkIndex}`,
          );
          if (values.reports) {
            fs.mkdirSync(values.reports, { recursive: true });
            fs.writeFileSync(
              path.join(values.reports, `${page.name}-${name}-${run + 1}.json`),
              JSON.stringify(result),
            );
          }
          results.push(entry);
        }
        const chosen = median(results);
        const bytes = budget.get(page.name);
        entries.push(
          bytes
            ? { ...chosen, jsGzipBytes: bytes.jsGzipBytes, cssGzipBytes: bytes.cssGzipBytes }
            : chosen,
        );
      }
    };
    for (const page of guestPages) await measure(page);
    await signIn(control, baseUrl);
    const schemeNumber = await firstSchemeNumber(control);
    // The control tab stays open (the HTTP cache is emptied through it) but runs no page.
    await control.goto('about:blank');
    for (const page of benchPages(schemeNumber).filter((candidate) => candidate.isSignedIn)) {
      await measure(page);
    }
    await control.close();
  } finally {
    await bench.close();
  }
  printBudget(budget);
  const output: LighthouseOutput = {
    entries,
    benchmarkIndex: { median: medianOf(benchmarkIndexes), runs: benchmarkIndexes },
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
}

await main();
