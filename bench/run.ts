// `npm run bench`: runs every benchmark in one go and writes their figures to BENCHMARKS.md.
// Each benchmark module exports `run()`, returning a Markdown section; `npm run bench -- <name>` runs one.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

const BENCHMARKS: Record<string, () => Promise<{ run: () => Promise<string> }>> = {
  startup: () => import('./startup.ts'),
  bundle: () => import('./bundle.ts'),
  tracker: () => import('./tracker.ts'),
  load: () => import('./load.ts'),
  'copilot-latency': () => import('./copilot-latency.ts'),
  'evidence-tokens': () => import('./evidence-tokens.ts'),
  'copilot-focus': () => import('./copilot-focus.ts'),
  'coach-latency': () => import('./coach-latency.ts'),
  'end-of-turn': () => import('./end-of-turn.ts'),
  lighthouse: () => import('./lighthouse.ts'),
  'first-render': () => import('./first-render.ts'),
};

const only = process.argv.slice(2).filter((name) => name in BENCHMARKS);
const sections: string[] = [];
for (const [name, load] of Object.entries(BENCHMARKS)) {
  if (only.length && !only.includes(name)) continue;
  console.log(`bench: ${name}…`);
  const section = await (await load()).run();
  console.log(section, '\n');
  sections.push(section);
}
const header = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}). Budgets are checked in the run that measures them.`,
  '',
].join('\n');
// Running a subset keeps the other benchmarks' sections of the last full run.
const previous = only.length && existsSync('BENCHMARKS.md') ? (await readFile('BENCHMARKS.md', 'utf8')).split(/\n(?=## )/).slice(1) : [];
const title = (section: string) => section.split('\n')[0];
const merged = [...previous.filter((old) => !sections.some((fresh) => title(fresh) === title(old))).map((s) => s.trim()), ...sections];
await writeFile('BENCHMARKS.md', `${header}\n${merged.join('\n\n')}\n`);
