// The landing page's code tour is real Rust: each file parses as Rust 2024.
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkRust} from '../../scripts/check-snippets.mjs';

const dir = path.resolve(import.meta.dirname, '../../src/data/code-tour');

test('every code tour step parses as Rust', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'tour-'));
  try {
    const files = readdirSync(dir).filter((f) => f.endsWith('.rs'));
    assert.equal(files.length, 5);
    const blocks = files.map((file) => ({lang: 'rust', line: 1, file, code: readFileSync(path.join(dir, file), 'utf8')}));
    assert.deepEqual(checkRust(blocks, work), []);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});
