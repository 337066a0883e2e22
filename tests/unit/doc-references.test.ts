// Comments point at docs/product.md sections that exist (the old "spec §N" resolved nowhere), and no tracked text
// file names a path of one machine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'tests', 'supabase', 'local-supabase', 'scripts', 'bench', 'docs', 'README.md'];
const TEXT = /\.(ts|tsx|js|mjs|sql|md|toml|html|json)$/;

function files(entry: string): string[] {
  if (statSync(entry).isFile()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (name === 'node_modules' ? [] : files(path.join(entry, name))));
}
const sources = ROOTS.flatMap(files).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const productAnchors = new Set(
  readFileSync('docs/product.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => anchorOf(line.replace(/^#+/, ''))),
);

describe('references in comments and docs', () => {
  it('point at docs/product.md sections that exist', () => {
    const broken = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)]
        .map((match) => match[1])
        .filter((anchor) => !productAnchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(broken).toEqual([]);
    expect(sources.filter(({ file, text }) => file !== 'tests/unit/doc-references.test.ts' && text.includes('spec §')).map(({ file }) => file)).toEqual([]);
  });

  it('link from the README and docs/ to files that exist', () => {
    const pages = sources.filter(({ file }) => file === 'README.md' || (file.startsWith('docs') && file.endsWith('.md')));
    const broken = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1])
        .filter((target) => !/^[a-z]+:/.test(target) && !existsSync(path.join(path.dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(pages.length).toBeGreaterThan(4);
    expect(broken).toEqual([]);
  });

  it('name no absolute path of a machine', () => {
    const machinePath = /(?<![\w.])\/(?:work|root|home)\/[\w.-]+\//;
    expect(sources.filter(({ file, text }) => file !== 'tests/unit/doc-references.test.ts' && machinePath.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
