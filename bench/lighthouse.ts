// Lighthouse on /login and on / (signed in as the seeded demo user) against the production build, in Debian's Chromium:
// median of three runs per page with the desktop preset and the mobile default, each scored against its budgets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// chrome-launcher and puppeteer-core come with lighthouse (its own dependencies, pinned by the lockfile).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startProductionApp, type ProductionApp } from '../scripts/production-app.ts';
import { startLocalSupabase } from '../local-supabase/src/index.ts';
import { freePort } from '../local-supabase/src/postgres.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const RUNS = 3;
const DIST_DIR = path.resolve('tmp/bench-lighthouse-dist');
const REPORTS_DIR = path.resolve('tmp/lighthouse');
// The flags of every browser test (tests/chromium.ts), headless.
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const DEMO = { email: 'demo@offerpilot.local', password: 'offerpilot-demo' };
interface Preset {
  name: 'desktop' | 'mobile';
  config?: Config;
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
/** The issues' budgets, as Lighthouse scores (0–100): the same on both presets but performance (mobile: 4× CPU slowdown, slow 4G). */
const BUDGETS: Record<Preset['name'], Record<Category, number>> = {
  desktop: { performance: 95, accessibility: 100, 'best-practices': 95 },
  mobile: { performance: 90, accessibility: 100, 'best-practices': 95 },
};
const CATEGORY_TITLES: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
const METRICS = [
  { id: 'first-contentful-paint', title: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', title: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', title: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', title: 'CLS', unit: '' },
  { id: 'total-byte-weight', title: 'total byte weight', unit: 'KiB' },
] as const;

const PRESETS: Preset[] = [{ name: 'desktop', config: desktopConfig }, { name: 'mobile' }];

interface Target {
  label: string;
  route: string;
  isSignedIn: boolean;
}
/** In this order: Lighthouse's storage reset keeps localStorage, so once the demo user is signed in, /login would redirect to /. */
const TARGETS: Target[] = [
  { label: '/login', route: '/login', isSignedIn: false },
  { label: '/ (dashboard, demo user)', route: '/', isSignedIn: true },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Signs the demo user in through the login form, so the session sits in this browser's localStorage like a real one. */
async function signIn(browser: Browser, appUrl: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle0' });
    await page.locator('input[type="email"]').fill(DEMO.email);
    await page.locator('input[type="password"]').fill(DEMO.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForSelector('[data-testid="tile-total"]', { timeout: 30_000 });
  } finally {
    await page.close();
  }
}

/** One Lighthouse navigation in a fresh tab. Signed-in runs keep the storage (the session) but start with an empty HTTP cache, like the others. */
async function audit(browser: Browser, appUrl: string, target: Target, preset: Preset): Promise<Result> {
  const page: Page = await browser.newPage();
  try {
    if (target.isSignedIn) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: target.isSignedIn,
    };
    const result = await lighthouse(`${appUrl}${target.route}`, flags, preset.config, page);
    if (!result) throw new Error(`lighthouse returned nothing for ${target.route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse failed on ${target.route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== target.route) throw new Error(`${target.route} ended at ${lhr.finalDisplayedUrl}: the audit measured the wrong page`);
    // The page Lighthouse loaded must show what the route is for, not a spinner or a redirect in the making.
    const marker = target.isSignedIn ? '[data-testid="tile-total"]' : 'input[type="password"]';
    if (!(await page.$(marker))) throw new Error(`${target.route}: ${marker} is not on the audited page (${page.url()})`);
    return lhr;
  } finally {
    await page.close();
  }
}

/** Audits of a category that lost points in any run, with how many runs they failed in and their values there. */
function failingAudits(runs: Result[], category: Category): string[] {
  const failures = new Map<string, { title: string; values: string[] }>();
  for (const lhr of runs) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || result.score === null || result.score >= (category === 'performance' ? 0.9 : 1)) continue;
      const known = failures.get(ref.id) ?? { title: result.title, values: [] };
      known.values.push(result.displayValue ?? '');
      failures.set(ref.id, known);
    }
  }
  return [...failures].map(([id, f]) => {
    const values = f.values.filter(Boolean);
    return `\`${id}\` (${f.title}) in ${f.values.length}/${runs.length} runs${values.length ? `: ${values.join(', ')}` : ''}`;
  });
}

/** How an audited URL reads in the section: `index.js` for `…/assets/index-Dz1IRqFh.js` (no build hash), a path, or an origin. */
function resourceName(url: string, pageUrl: string): string {
  if (url === pageUrl) return 'the document';
  if (!url.startsWith('http')) return url;
  const { host, pathname } = new URL(url);
  if (pathname.startsWith('/assets/')) return (pathname.split('/').pop() as string).replace(/-[\w-]{8}(\.\w+)$/, '$1');
  return pathname === '/' ? host : pathname;
}

/** The largest items of an audit's table, e.g. `index.js` 86 KiB. */
function topItems(result: Result['audits'][string], pageUrl: string): string {
  const items = ((result.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).filter((item) => typeof item.url === 'string');
  const amount = (item: Record<string, unknown>) => {
    if (typeof item.wastedBytes === 'number') return `${Math.round(item.wastedBytes / 1024)} KiB`;
    if (typeof item.total === 'number') return `${Math.round(item.total)} ms of CPU`;
    if (typeof item.wastedMs === 'number') return `${Math.round(item.wastedMs)} ms`;
    return '';
  };
  return items.length
    ? ` (${items
        .slice(0, 3)
        .map((item) => `${resourceName(item.url as string, pageUrl)} ${amount(item)}`.trim())
        .join(', ')})`
    : '';
}

/** JavaScript execution time per file, then the performance diagnostics and insights that did not pass, largest estimated saving first. */
function performanceAdvice(lhr: Result): string[] {
  const describe = (result: Result['audits'][string]) =>
    `\`${result.id}\` ${result.title}${result.displayValue ? `: ${result.displayValue}` : ''}${topItems(result, lhr.finalDisplayedUrl)}`;
  const failing = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'diagnostics' || ref.id.endsWith('-insight'))
    .map((ref) => lhr.audits[ref.id])
    .filter((result) => !['bootup-time', 'largest-contentful-paint-element'].includes(result.id))
    .filter((result) => result.score !== null && result.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(result.scoreDisplayMode))
    .map((result) => ({ result, savings: Math.max(0, ...Object.values(result.metricSavings ?? {}).map((value) => value ?? 0)) }))
    .sort((a, b) => b.savings - a.savings)
    .slice(0, 5)
    .map(({ result }) => describe(result));
  return [describe(lhr.audits['bootup-time']), ...failing];
}

/** The LCP element of a run and how its time splits (time to first byte, render delay…). */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }> }> } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) {
    // An element gone from the page by the trace's end has no node to name (the dashboard's first-paint heading, which
    // the dashboard then draws anew in the same place): its phases are still in the LCP breakdown insight.
    const breakdown = lhr.audits['lcp-breakdown-insight']?.details as { items?: Array<{ items?: Array<{ label?: string; duration?: number }> }> } | undefined;
    const subparts = (breakdown?.items?.[0]?.items ?? [])
      .filter((subpart) => (subpart.duration ?? 0) >= 1)
      .map((subpart) => `${subpart.label} ${Math.round(subpart.duration ?? 0)} ms`);
    return `an element removed before the trace ended (observed ${subparts.join(', ') || 'without a breakdown'})`;
  }
  const phases = (details?.items?.[1]?.items ?? [])
    .filter((phase) => (phase.timing ?? 0) >= 1)
    .map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`);
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `\`${node.selector}\` (“${label}”)${phases.length ? `: ${phases.join(', ')}` : ''}`;
}

function metricCell(runs: Result[], metric: (typeof METRICS)[number]): string {
  const value = median(runs.map((lhr) => lhr.audits[metric.id]?.numericValue ?? NaN));
  if (metric.unit === 'KiB') return `${(value / 1024).toFixed(0)} KiB`;
  if (metric.unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

export async function run(): Promise<string> {
  const backend = await startLocalSupabase({ seed: true });
  const appPort = await freePort();
  let app: ProductionApp | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    app = await startProductionApp({ port: appPort, outDir: DIST_DIR, env: { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey } });
    const appUrl = app.url;

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS, logLevel: 'error' });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

    const results = new Map<string, Result[]>();
    const key = (target: Target, preset: Preset) => `${target.route} ${preset.name}`;
    const loadAtStart = os.loadavg()[0];
    for (const target of TARGETS) {
      if (target.isSignedIn) await signIn(browser, appUrl);
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          console.log(`lighthouse: ${target.route} ${preset.name} run ${i + 1}/${RUNS}`);
          runs.push(await audit(browser, appUrl, target, preset));
        }
        results.set(key(target, preset), runs);
      }
    }

    const allRuns = [...results.values()].flat();
    const benchmarkIndexes = allRuns.map((lhr) => lhr.environment.benchmarkIndex);
    const chromium = /Chrome\/([\d.]+)/.exec(allRuns[0].environment.hostUserAgent)?.[1] ?? 'unknown';

    mkdirSync(REPORTS_DIR, { recursive: true });
    const lines: string[] = [];
    const row = (target: Target, preset: Preset) => {
      const budgets = BUDGETS[preset.name];
      const runs = results.get(key(target, preset)) as Result[];
      const scores = CATEGORIES.map((category) => median(runs.map((lhr) => score(lhr, category))));
      const cells = CATEGORIES.map((category, i) => {
        const all = runs.map((lhr) => score(lhr, category));
        return Math.min(...all) === Math.max(...all) ? String(scores[i]) : `${scores[i]} (${Math.min(...all)}–${Math.max(...all)})`;
      });
      const verdict = CATEGORIES.every((category, i) => scores[i] >= budgets[category])
        ? 'PASS'
        : `FAIL (${CATEGORIES.filter((category, i) => scores[i] < budgets[category])
            .map((c) => CATEGORY_TITLES[c])
            .join(', ')})`;
      return `| ${target.label} | ${preset.name} | ${cells.join(' | ')} | ${METRICS.map((metric) => metricCell(runs, metric)).join(' | ')} | ${verdict} |`;
    };
    lines.push(
      '## Lighthouse on /login and / (production build)',
      '',
      `Lighthouse ${allRuns[0].lighthouseVersion} driving Debian's Chromium ${chromium} (headless, the e2e flags) against \`vite build\` + \`vite preview\` and the local backend with the seed. ` +
        `The dashboard is audited signed in as the demo user (signed in through the login form, storage kept, HTTP cache cleared before each run); ` +
        `the bench fails if either page ends anywhere else. Median of ${RUNS} runs per page and preset (the range in brackets when the runs differ). ` +
        `**Both presets are scored**: desktop (\`lighthouse/core/config/desktop-config.js\`: simulated fast connection, no CPU slowdown) ` +
        `and the mobile default (simulated slow 4G, 4× CPU slowdown, 412 px wide). ` +
        `Budgets: performance ≥ ${BUDGETS.desktop.performance} on desktop and ≥ ${BUDGETS.mobile.performance} on mobile, accessibility ${BUDGETS.desktop.accessibility}, ` +
        `best practices ≥ ${BUDGETS.desktop['best-practices']}.`,
      '',
      `Lighthouse's CPU benchmark index over the runs: median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}); ` +
        `load average when the runs started: ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores. The desktop preset does not slow the CPU down, ` +
        `so total blocking time, and with it the performance score, follow this machine's speed and whatever else runs on it; ` +
        `the mobile preset multiplies the CPU time it observes by 4, so a busy machine costs it four times as much.`,
      '',
      `| page | preset | ${CATEGORIES.map((category) => CATEGORY_TITLES[category]).join(' | ')} | ${METRICS.map((metric) => metric.title).join(' | ')} | result |`,
      `|${' --- |'.repeat(3 + CATEGORIES.length + METRICS.length)}`,
    );
    for (const preset of PRESETS) for (const target of TARGETS) lines.push(row(target, preset));

    for (const target of TARGETS) {
      for (const preset of PRESETS) {
        const runs = results.get(key(target, preset)) as Result[];
        const medianRun = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(runs.length / 2)];
        const slug = `${target.route === '/' ? 'dashboard' : target.route.slice(1)}-${preset.name}`;
        writeFileSync(path.join(REPORTS_DIR, `${slug}.report.html`), generateReport(medianRun, 'html'));
        const notes: string[] = [];
        for (const category of CATEGORIES) {
          const isBelowBudget = median(runs.map((lhr) => score(lhr, category))) < BUDGETS[preset.name][category];
          // Performance's metrics are in the table; its failing metrics are named only when the score is below budget.
          if (category === 'performance' && !isBelowBudget) continue;
          const failing = failingAudits(runs, category);
          notes.push(`- ${CATEGORY_TITLES[category]}: ${failing.length ? `failing: ${failing.join('; ')}` : 'every audit passes in every run'}`);
        }
        const advice = performanceAdvice(medianRun);
        if (advice.length) notes.push(`- performance diagnostics (median run): ${advice.join('; ')}`);
        notes.push(`- LCP element (median run): ${lcpElement(medianRun)}`);
        lines.push('', `**${target.label}, ${preset.name}**`, '', ...notes);
      }
    }
    lines.push('', `The HTML reports of the median runs are written to \`${path.relative(process.cwd(), REPORTS_DIR)}/\`.`);
    return lines.join('\n');
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome?.kill();
    await app?.close();
    await backend.stop();
    rmSync(DIST_DIR, { recursive: true, force: true });
  }
}
