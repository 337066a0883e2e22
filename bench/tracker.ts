// The tracker with a heavy user (2,000 applications, 6,000 interviews, 20,000 status changes) in real Chromium against
// the production build: dashboard data load and first render, sort and filter response, board render, the requests the
// dashboard makes; the Search page's first chart after its data arrives, and its query's plan and time (issue #42).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { startProductionApp, type ProductionApp } from '../scripts/production-app.ts';
import { startLocalSupabase, type LocalSupabase } from '../local-supabase/src/index.ts';
import { freePort } from '../local-supabase/src/postgres.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.ts';

const APPLICATIONS = 2000;
const INTERVIEWS_PER_APPLICATION = 3;
/** Status changes in all, the starting events included (issue #42). */
const STATUS_EVENTS = 20_000;
const SEARCH_RUNS = 7;
const BUDGET_QUERY_MS = 50;
const LOAD_RUNS = 7;
const INTERACTION_RUNS = 11;
const BOARD_RUNS = 5;
const BUDGET_FIRST_RENDER_MS = 300;
const BUDGET_INTERACTION_MS = 50;
const DIST_DIR = path.resolve('tmp/bench-dist');
const SCREENSHOTS = path.resolve('tmp/screenshots');
const PASSWORD = 'correct-horse-battery';

async function createUser(backend: LocalSupabase): Promise<{ id: string; email: string }> {
  const email = `bench-${Date.now()}@example.test`;
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { firstname: 'Bench' } }),
  });
  const body = (await response.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!response.ok || !id) throw new Error(`signup failed (${response.status}): ${JSON.stringify(body)}`);
  return { id, email };
}

/** Bulk insert with SQL: realistic text sizes, every status, a quarter without expected interviews, interviews around today. */
async function seed(backend: LocalSupabase, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: backend.dbUrl });
  await client.connect();
  try {
    await client.query(
      `insert into public.applications (user_id, company_name, job_title, application_date, status, job_link, job_offer_content, expected_interviews)
       select $1::uuid,
              (array['Doctolib','Qonto','Alan','Mistral AI','BlaBlaCar','Back Market','Datadog','Contentsquare','Swile','Ledger',
                     'Algolia','Pennylane','Malt','Aircall','PayFit','Lydia','Spendesk','ManoMano','Vinted','Dataiku'])[1 + i % 20] || ' ' || i,
              (array['Frontend Engineer','Backend Engineer','Full-stack Developer','Product Engineer','Tech Lead','Staff Engineer',
                     'Data Engineer','Engineering Manager'])[1 + (i * 7) % 8],
              current_date - (i % 400),
              (array['Saved','Applied','No Reply','In progress','Succeeded','Missed'])[1 + (i * 5) % 6],
              'https://careers.example.com/jobs/' || i,
              repeat('We are looking for an engineer who cares about accessibility, performance and clean TypeScript. ', 8),
              case when i % 4 = 0 then null else 1 + i % 5 end
       from generate_series(1, $2::int) as i`,
      [userId, APPLICATIONS],
    );
    await client.query(
      `insert into public.interviews (application_id, name, interviewer_names, date, duration)
       select a.id, 'Round ' || n, 'Camille Martin', now() + (((row_number() over ()) % 120) - 60) * interval '1 day', 45
       from public.applications a cross join generate_series(1, $2::int) as n
       where a.user_id = $1::uuid`,
      [userId, INTERVIEWS_PER_APPLICATION],
    );
    // Each application's starting event was written as its insert committed; 9 changes more each, a day apart, ending on
    // its present status (written as the owner: the guard refuses hand-written history only to signed-in callers).
    const changesEach = STATUS_EVENTS / APPLICATIONS - 1;
    await client.query(
      `insert into public.application_status_events (user_id, application_id, from_status, to_status, changed_at)
       select a.user_id, a.id,
              (array['Saved','Applied','No Reply','In progress'])[1 + (n - 1) % 4],
              case when n = $2::int then a.status else (array['Saved','Applied','No Reply','In progress'])[1 + n % 4] end,
              least(now(), a.application_date::timestamptz + n * interval '1 day')
       from public.applications a cross join generate_series(1, $2::int) as n
       where a.user_id = $1::uuid
         and (n < $2::int or a.status <> (array['Saved','Applied','No Reply','In progress'])[1 + (n - 1) % 4])`,
      [userId, changesEach],
    );
    await client.query(
      `update public.applications a set status_changed_at = e.last from (
         select application_id, max(changed_at) as last from public.application_status_events group by application_id
       ) e where e.application_id = a.id and a.user_id = $1::uuid`,
      [userId],
    );
    await client.query('analyze public.applications; analyze public.interviews; analyze public.application_status_events');
  } finally {
    await client.end();
  }
}

const p50 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Installed before any page script: records when the first table row / board card is in the DOM and when the frame that
 * shows it has been produced (rAF, then a task after the frame).
 */
const FIRST_RENDER_PROBE = () => {
  const w = window as unknown as { __firstRows?: number; __firstRowsFrame?: number };
  const observer = new MutationObserver(() => {
    if (w.__firstRows !== undefined) return;
    if (!document.querySelector('[data-testid="application-row"],[data-testid="board-card"]')) return;
    w.__firstRows = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__firstRowsFrame = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** The same for the Search page's first chart (its SVG in the DOM, then the frame that shows it). */
const FIRST_CHART_PROBE = () => {
  const w = window as unknown as { __firstChart?: number; __firstChartFrame?: number };
  const observer = new MutationObserver(() => {
    if (w.__firstChart !== undefined) return;
    if (!document.querySelector('.search-chart svg')) return;
    w.__firstChart = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__firstChartFrame = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** A full load of /search: when its journeys arrived, and the first chart's DOM and frame after that. */
async function measureSearch(page: Page, appUrl: string): Promise<{ networkMs: number; domAfterDataMs: number; renderAfterDataMs: number }> {
  await page.goto(`${appUrl}/search`);
  await page.waitForFunction(() => (window as unknown as { __firstChartFrame?: number }).__firstChartFrame !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __firstChart: number; __firstChartFrame: number };
    const pages = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/rest/v1/application_journeys')) as PerformanceResourceTiming[];
    const dataArrived = Math.max(...pages.map((entry) => entry.responseEnd));
    return {
      networkMs: dataArrived - Math.min(...pages.map((entry) => entry.startTime)),
      domAfterDataMs: w.__firstChart - dataArrived,
      renderAfterDataMs: w.__firstChartFrame - dataArrived,
    };
  });
}

/** The Search page's query as PostgREST runs it for the person (their role and claims), planned and timed by Postgres. */
async function explainSearch(backend: LocalSupabase, userId: string): Promise<{ plan: string; executionMs: number[]; rows: number }> {
  const client = new pg.Client({ connectionString: backend.dbUrl });
  await client.connect();
  try {
    const query =
      'select id, company_name, job_title, source, resume_name, status, application_date, status_changed_at, follow_up_on, saved_at, applied_at, ' +
      'replied_at, interviewed_at, offered_at, days_in_status from public.application_journeys order by application_date desc, id limit 1000 offset 1000';
    const explain = async () => {
      await client.query('begin');
      try {
        await client.query('set local role authenticated');
        await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('rollback');
      }
    };
    await explain();
    const plans: string[] = [];
    for (let i = 0; i < 5; i += 1) plans.push(await explain());
    const executionMs = plans.map((plan) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from public.application_status_events where user_id = $1', [userId]);
    return { plan: plans[plans.length - 1], executionMs, rows: rows[0].count };
  } finally {
    await client.end();
  }
}

interface LoadSample {
  networkMs: number;
  renderAfterDataMs: number;
  domAfterDataMs: number;
  totalMs: number;
  rows: number;
  requests: string[];
}

async function measureLoad(page: Page, backendUrl: string): Promise<LoadSample> {
  const requests: string[] = [];
  const onRequest = (request: import('playwright-core').Request) => {
    if (!request.url().startsWith(backendUrl)) return;
    const url = new URL(request.url());
    requests.push(
      `${request.method()} ${url.pathname}${url.pathname.startsWith('/rest/') ? `?${decodeURIComponent(url.searchParams.toString()).slice(0, 60)}` : ''}`,
    );
  };
  page.on('request', onRequest);
  // Default view, filter and sort; keep the session.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('offerpilot.'))
      .forEach((key) => localStorage.removeItem(key)),
  );
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __firstRowsFrame?: number }).__firstRowsFrame !== undefined, undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return page
    .evaluate(() => {
      const w = window as unknown as { __firstRows: number; __firstRowsFrame: number };
      const lists = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/rest/v1/applications') && entry.name.includes('interviews')) as PerformanceResourceTiming[];
      const dataArrived = Math.max(...lists.map((entry) => entry.responseEnd));
      const firstRequest = Math.min(...lists.map((entry) => entry.startTime));
      return {
        networkMs: dataArrived - firstRequest,
        renderAfterDataMs: w.__firstRowsFrame - dataArrived,
        domAfterDataMs: w.__firstRows - dataArrived,
        totalMs: w.__firstRowsFrame,
        rows: document.querySelectorAll('[data-testid="application-row"]').length,
        requests: [],
      };
    })
    .then((sample) => ({ ...sample, requests }));
}

/** Time from the action to the next produced frame after the list (tbody or board) changed. */
async function timeListChange(page: Page, action: string): Promise<number> {
  return page.evaluate(
    (code) =>
      new Promise<number>((resolve, reject) => {
        const target = document.querySelector('[data-testid="applications-list"]');
        if (!target) return reject(new Error('no list'));
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error(`no change after: ${code}`)), 10_000);
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timer);
              resolve(performance.now() - start);
            }, 0),
          );
        });
        observer.observe(target, { childList: true, subtree: true, characterData: true, attributes: true });
        new Function(code)();
      }),
    action,
  );
}

/** BENCH_PROFILE=1: CPU profile of an action, printed as the functions with the most self time (unminified build). */
async function profile(page: Page, label: string, action: () => Promise<unknown>): Promise<void> {
  if (process.env.BENCH_PROFILE !== '1') {
    await action();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile: result } = await cdp.send('Profiler.stop');
  const interval = (result.endTime - result.startTime) / Math.max(1, result.samples?.length ?? 1) / 1000;
  const selfMs = new Map<string, number>();
  const counts = new Map<number, number>();
  for (const id of result.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const node of result.nodes) {
    const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
    selfMs.set(name, (selfMs.get(name) ?? 0) + (counts.get(node.id) ?? 0) * interval);
  }
  const top = [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`\nprofile: ${label}\n${top.map(([name, time]) => `${time.toFixed(1).padStart(8)} ms  ${name}`).join('\n')}`);
  await cdp.detach();
}

const clickMenuItem = (role: string, name: string) =>
  `Array.from(document.querySelectorAll('[role="${role}"]')).find((el) => el.textContent.trim() === ${JSON.stringify(name)}).click();`;

export async function run(): Promise<string> {
  const backend = await startLocalSupabase({});
  const appPort = await freePort();
  let app: ProductionApp | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const user = await createUser(backend);
    const seedStarted = performance.now();
    await seed(backend, user.id);
    const seedMs = performance.now() - seedStarted;

    const minify = process.env.BENCH_PROFILE !== '1';
    app = await startProductionApp({
      port: appPort,
      outDir: DIST_DIR,
      env: { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey },
      minify,
    });
    const appUrl = app.url;

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(FIRST_RENDER_PROBE);
    await page.addInitScript(FIRST_CHART_PROBE);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByTestId('tile-total')
      .filter({ hasText: String(APPLICATIONS) })
      .waitFor({ timeout: 60_000 });

    // Warm-up load (JIT, HTTP caches of the bundle), then measured loads.
    await measureLoad(page, backend.url);
    const loads: LoadSample[] = [];
    for (let i = 0; i < LOAD_RUNS; i += 1) loads.push(await measureLoad(page, backend.url));
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'bench-dashboard-2000.png') });

    const sorts: number[] = [];
    for (let i = 0; i < INTERACTION_RUNS; i += 1) {
      await page.getByRole('button', { name: 'Sort by' }).click();
      await page.getByRole('menuitemradio').first().waitFor();
      sorts.push(await timeListChange(page, clickMenuItem('menuitemradio', i % 2 ? 'Company descending' : 'Company ascending')));
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }

    const filters: number[] = [];
    await page.getByRole('button', { name: /Filter by/ }).click();
    await page.getByRole('menuitemcheckbox').first().waitFor();
    for (let i = 0; i < INTERACTION_RUNS; i += 1) filters.push(await timeListChange(page, clickMenuItem('menuitemcheckbox', 'Applied')));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // An odd number of toggles leaves 'Applied' unchecked: check all again.
    await page.getByRole('button', { name: /Filter by/ }).click();
    await page.getByRole('menuitem', { name: 'Check all', exact: true }).click();
    await page.keyboard.press('Escape');

    if (process.env.BENCH_PROFILE === '1') {
      await page.getByRole('button', { name: 'Sort by' }).click();
      await page.getByRole('menuitemradio').first().waitFor();
      await profile(page, 'sort', () => timeListChange(page, clickMenuItem('menuitemradio', 'Job title ascending')));
      await profile(page, 'board', () => timeListChange(page, `document.querySelector('[aria-label="View"] button:nth-child(2)').click();`));
      await page.getByTestId('board-card').first().waitFor();
      await page.getByRole('button', { name: 'Table', exact: true }).click();
      await page.getByTestId('application-row').first().waitFor();
    }

    const boards: number[] = [];
    const tables: number[] = [];
    for (let i = 0; i < BOARD_RUNS; i += 1) {
      boards.push(await timeListChange(page, `document.querySelector('[aria-label="View"] button:nth-child(2)').click();`));
      await page.getByTestId('board-card').first().waitFor();
      if (i === 0) await page.screenshot({ path: path.join(SCREENSHOTS, 'bench-board-2000.png') });
      tables.push(await timeListChange(page, `document.querySelector('[aria-label="View"] button:nth-child(1)').click();`));
      await page.getByTestId('application-row').first().waitFor();
    }

    // The Search page (issue #42): a warm-up, then full loads; its query planned as the person.
    await measureSearch(page, appUrl);
    const searches: Array<Awaited<ReturnType<typeof measureSearch>>> = [];
    for (let i = 0; i < SEARCH_RUNS; i += 1) searches.push(await measureSearch(page, appUrl));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'bench-search-2000.png') });
    const searchQuery = await explainSearch(backend, user.id);
    const chartP50 = p50(searches.map((sample) => sample.renderAfterDataMs));
    const queryP50 = p50(searchQuery.executionMs);

    const last = loads[loads.length - 1];
    const appRequests = last.requests.filter((request) => request.includes('/rest/v1/applications'));
    const perRowRequests = last.requests.filter((request) => request.includes('/rest/v1/interviews'));
    const firstRender = p50(loads.map((sample) => sample.renderAfterDataMs));
    const sortP50 = p50(sorts);
    const filterP50 = p50(filters);
    const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'FAIL');
    const requestVerdict = perRowRequests.length === 0 && appRequests.length <= Math.ceil(APPLICATIONS / 1000) ? 'PASS' : 'FAIL';
    const pageRounds = appRequests.length > 1 ? 'two rounds (the first page gives the count, the other pages follow together)' : 'one round';

    return [
      '## Tracker with 2,000 applications and 6,000 interviews',
      '',
      `One user, ${APPLICATIONS} applications (every status, ~800-character job offers) and ${APPLICATIONS * INTERVIEWS_PER_APPLICATION} interviews, seeded by SQL in ${(seedMs / 1000).toFixed(1)} s. ` +
        `Production build (\`vite build\` + \`vite preview\`) in Debian Chromium (headless, the e2e flags), 1440×900, against the local backend. p50 of ${LOAD_RUNS} loads, ${INTERACTION_RUNS} sorts and filters, ${BOARD_RUNS} view switches, after a warm-up.`,
      '',
      '| measure | p50 | min – max | budget | result |',
      '| --- | --- | --- | --- | --- |',
      `| dashboard data load (network: first applications request sent → last response received) | ${ms(p50(loads.map((s) => s.networkMs)))} | ${ms(Math.min(...loads.map((s) => s.networkMs)))} – ${ms(Math.max(...loads.map((s) => s.networkMs)))} | – | – |`,
      `| first render after the data arrives (rows in the DOM) | ${ms(p50(loads.map((s) => s.domAfterDataMs)))} | ${ms(Math.min(...loads.map((s) => s.domAfterDataMs)))} – ${ms(Math.max(...loads.map((s) => s.domAfterDataMs)))} | – | – |`,
      `| first render after the data arrives (frame produced) | ${ms(firstRender)} | ${ms(Math.min(...loads.map((s) => s.renderAfterDataMs)))} – ${ms(Math.max(...loads.map((s) => s.renderAfterDataMs)))} | ≤ ${BUDGET_FIRST_RENDER_MS} ms | ${verdict(firstRender, BUDGET_FIRST_RENDER_MS)} |`,
      `| reload → first rows on screen (whole page: bundle, session, data, render) | ${ms(p50(loads.map((s) => s.totalMs)))} | – | – | – |`,
      `| sort (Company ascending ⇄ descending, click → next frame) | ${ms(sortP50)} | ${ms(Math.min(...sorts))} – ${ms(Math.max(...sorts))} | ≤ ${BUDGET_INTERACTION_MS} ms | ${verdict(sortP50, BUDGET_INTERACTION_MS)} |`,
      `| filter (toggle 'Applied', click → next frame) | ${ms(filterP50)} | ${ms(Math.min(...filters))} – ${ms(Math.max(...filters))} | ≤ ${BUDGET_INTERACTION_MS} ms | ${verdict(filterP50, BUDGET_INTERACTION_MS)} |`,
      `| board view render (click 'Board' → next frame) | ${ms(p50(boards))} | ${ms(Math.min(...boards))} – ${ms(Math.max(...boards))} | – | – |`,
      `| back to the table view (click 'Table' → next frame) | ${ms(p50(tables))} | ${ms(Math.min(...tables))} – ${ms(Math.max(...tables))} | – | – |`,
      `| requests for the list on a reload | ${appRequests.length} to applications (interviews embedded), ${perRowRequests.length} to interviews | – | no request per row | ${requestVerdict} |`,
      '',
      `Table rows in the DOM after load: ${last.rows} of ${APPLICATIONS} (the table is windowed: only the rows near the viewport are rendered). ` +
        `The API returns at most 1000 rows per response (\`max_rows\`), so the list takes ${appRequests.length} request(s) in ${pageRounds}.`,
      '',
      'Every request to the backend during one dashboard reload:',
      '',
      ...last.requests.map((request) => `- \`${request}\``),
      '',
      `### Search page (issue #42): ${APPLICATIONS} applications, ${searchQuery.rows} status changes`,
      '',
      `p50 of ${SEARCH_RUNS} full loads of /search after a warm-up; the query planned as the person (role authenticated, their claims) by \`explain (analyze, buffers)\`, 5 runs after a warm-up.`,
      '',
      '| measure | p50 | min – max | budget | result |',
      '| --- | --- | --- | --- | --- |',
      `| journeys load (network: first page sent → last page received) | ${ms(p50(searches.map((s) => s.networkMs)))} | ${ms(Math.min(...searches.map((s) => s.networkMs)))} – ${ms(Math.max(...searches.map((s) => s.networkMs)))} | – | – |`,
      `| first chart after the data arrives (SVG in the DOM) | ${ms(p50(searches.map((s) => s.domAfterDataMs)))} | ${ms(Math.min(...searches.map((s) => s.domAfterDataMs)))} – ${ms(Math.max(...searches.map((s) => s.domAfterDataMs)))} | – | – |`,
      `| first chart after the data arrives (frame produced) | ${ms(chartP50)} | ${ms(Math.min(...searches.map((s) => s.renderAfterDataMs)))} – ${ms(Math.max(...searches.map((s) => s.renderAfterDataMs)))} | ≤ ${BUDGET_FIRST_RENDER_MS} ms | ${verdict(chartP50, BUDGET_FIRST_RENDER_MS)} |`,
      `| public.application_journeys, second page of 1000 (Postgres execution time) | ${ms(queryP50)} | ${ms(Math.min(...searchQuery.executionMs))} – ${ms(Math.max(...searchQuery.executionMs))} | ≤ ${BUDGET_QUERY_MS} ms | ${verdict(queryP50, BUDGET_QUERY_MS)} |`,
      '',
      'Its plan (the last run):',
      '',
      '```',
      searchQuery.plan,
      '```',
    ].join('\n');
  } finally {
    await browser.close().catch(() => undefined);
    await app?.close();
    await backend.stop();
  }
}
