// JavaScript each route needs (gzip), from a production build's manifest, against the budgets of issue 9.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const OUT_DIR = path.resolve('tmp/bench-bundle');

/** Routes and the lazy modules they need on top of the entry. Signed-in screens also need the layout. */
const ROUTES: Array<{ route: string; modules: string[]; budgetKb?: number }> = [
  { route: '/login', modules: ['src/app/routes/login.tsx'], budgetKb: 170 },
  { route: '/ (dashboard)', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/dashboard.tsx'], budgetKb: 250 },
  { route: '/experience', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/experience.tsx'] },
  { route: '/application/:id', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/application-detail.tsx'] },
  { route: '/copilot3', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/copilot3.tsx'] },
  { route: '/coach', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/coach.tsx'] },
  { route: '/subscription', modules: ['src/app/layout/app-layout.tsx', 'src/app/routes/subscription.tsx'] },
];

/** Chunks a screen fetches after its first render, when the person may open them; reported, not counted. */
const ON_DEMAND: Array<{ what: string; module: string }> = [
  { what: 'application drawer (dashboard, fetched once the list shows)', module: 'src/features/applications/components/application-drawer.tsx' },
  { what: 'sidebar dialogs (Settings, Get Free credits, Help Center; fetched on hover or focus)', module: 'src/app/layout/sidebar-dialogs.tsx' },
];

/** Files loaded for a manifest key: the chunk and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export interface RouteSizes {
  route: string;
  gzipKb: number;
  budgetKb?: number;
  hasMarkdown: boolean;
  hasCopilot: boolean;
}

export async function measureRoutes(): Promise<{ routes: RouteSizes[]; onDemand: Array<{ what: string; extraKb: number }> }> {
  await build({ logLevel: 'error', build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(await readFile(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry) as string;
  const sizes = new Map<string, number>();
  const gzipKb = async (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(OUT_DIR, file))).length / 1024);
    return sizes.get(file) as number;
  };
  const results = [];
  for (const { route, modules, budgetKb } of ROUTES) {
    const files = closure(manifest, entryKey);
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`${module} is not a chunk of its own: is it lazy-loaded?`);
      closure(manifest, module, files);
    }
    const js = [...files].filter((f) => f.endsWith('.js'));
    let total = 0;
    for (const file of js) total += await gzipKb(file);
    const names = js.join(' ');
    results.push({ route, gzipKb: total, budgetKb, hasMarkdown: /markdown/i.test(names), hasCopilot: /copilot/i.test(names) });
  }
  // What an on-demand chunk adds on top of the dashboard's files (shared chunks already loaded are not counted twice).
  const dashboard = closure(manifest, entryKey);
  for (const module of ['src/app/layout/app-layout.tsx', 'src/app/routes/dashboard.tsx']) closure(manifest, module, dashboard);
  const onDemand = [];
  for (const { what, module } of ON_DEMAND) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of its own: is it lazy-loaded?`);
    let extra = 0;
    for (const file of closure(manifest, module)) if (file.endsWith('.js') && !dashboard.has(file)) extra += await gzipKb(file);
    onDemand.push({ what, extraKb: extra });
  }
  await rm(OUT_DIR, { recursive: true, force: true });
  return { routes: results, onDemand };
}

export async function run(): Promise<string> {
  const { routes, onDemand } = await measureRoutes();
  const rows = routes.map(
    (r) => `| ${r.route} | ${r.gzipKb.toFixed(1)} KB | ${r.budgetKb ? `≤ ${r.budgetKb} KB: ${r.gzipKb <= r.budgetKb ? 'PASS' : 'FAIL'}` : '—'} |`,
  );
  return [
    '## JavaScript per route (gzip)',
    '',
    '| route | JS needed | budget |',
    '| --- | --- | --- |',
    ...rows,
    '',
    'Entry chunk plus the lazy chunks of the route (and of the signed-in layout), with their static imports.',
    '',
    'Fetched after the first render, when the person may open them (not counted above):',
    '',
    ...onDemand.map((chunk) => `- ${chunk.what}: +${chunk.extraKb.toFixed(1)} KB`),
  ].join('\n');
}
