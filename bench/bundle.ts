// JavaScript each route needs (gzip), from a production build's manifest, against the budgets of bench/route-budgets.ts
// (the same budgets the e2e suite checks on its own build: tests/e2e/bundle.spec.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { measureRoutes } from './route-budgets.ts';

const OUT_DIR = path.resolve('tmp/bench-bundle');

export async function run(): Promise<string> {
  await build({ logLevel: 'error', build: { outDir: OUT_DIR, emptyOutDir: true } });
  const { routes, onDemand } = await measureRoutes(OUT_DIR);
  await rm(OUT_DIR, { recursive: true, force: true });
  const rows = routes.map((r) => `| ${r.route} | ${r.gzipKb.toFixed(1)} KB | ≤ ${r.budgetKb} KB: ${r.gzipKb <= r.budgetKb ? 'PASS' : 'FAIL'} |`);
  return [
    '## JavaScript per route (gzip)',
    '',
    '| route | JS needed | budget |',
    '| --- | --- | --- |',
    ...rows,
    '',
    'Entry chunk plus the lazy chunks of the route (and of the signed-in layout), with their static imports. The budgets ' +
      'live in bench/route-budgets.ts and are checked by `npm test` too (tests/e2e/bundle.spec.ts, on the e2e build).',
    '',
    'Fetched after the first render, when the person may open them (not counted above):',
    '',
    ...onDemand.map((chunk) => `- ${chunk.what}: +${chunk.extraKb.toFixed(1)} KB`),
  ].join('\n');
}
