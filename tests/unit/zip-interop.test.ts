// @vitest-environment node
// The STORE zips of src/lib/zip.ts against Info-ZIP's zip and unzip: what we write they accept, what they store we read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZip, readZip } from '../../src/lib/zip.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('zip interoperability', () => {
  it('writes archives that the unzip tool tests as valid, and reads archives zip -0 writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      writeFileSync(join(dir, 'ours.zip'), createZip([{ name: 'a/b.txt', bytes: text('hello') }]));
      expect(execFileSync('unzip', ['-t', join(dir, 'ours.zip')]).toString()).toContain('No errors detected');
      expect(execFileSync('unzip', ['-p', join(dir, 'ours.zip'), 'a/b.txt']).toString()).toBe('hello');

      writeFileSync(join(dir, 'theirs.txt'), 'from zip');
      execFileSync('zip', ['-0', '-q', 'theirs.zip', 'theirs.txt'], { cwd: dir });
      expect(new TextDecoder().decode(readZip(readFileSync(join(dir, 'theirs.zip'))).get('theirs.txt'))).toBe('from zip');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
