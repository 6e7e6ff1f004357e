// The production build must fail on a broken link and say which file and which link.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function buildFixture(pages: Record<string, string>) {
  // The fixture is copied inside the repository so that node_modules resolve from the root.
  const dir = mkdtempSync(path.join(root, 'tests/fixtures/.tmp-'));
  try {
    cpSync(path.join(root, 'tests/fixtures/broken-link-site'), dir, {recursive: true});
    mkdirSync(path.join(dir, 'docs'), {recursive: true});
    for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(dir, 'docs', file), text);
    const run = spawnSync(process.execPath, [docusaurus, 'build', dir, '--no-minify', '--out-dir', path.join(dir, 'build')], {
      encoding: 'utf8',
      env: {...process.env, NODE_ENV: 'production'},
    });
    return {status: run.status, output: run.stdout + run.stderr};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const front = '---\nslug: /\n---\n\n';
const intro = `${front}# Intro\n\nSee [the guide](./guide.md).\n`;
const guide = '# Guide\n\nBack to [the intro](./intro.md).\n';

test('the fixture builds when its links are good (control)', () => {
  const {status, output} = buildFixture({'intro.md': intro, 'guide.md': guide});
  assert.equal(status, 0, output);
});

test('a markdown link to a missing file fails the build, naming the file and the link', () => {
  const {status, output} = buildFixture({'intro.md': `${front}# Intro\n\nSee [the guide](./missing-guide.md).\n`, 'guide.md': guide});
  assert.notEqual(status, 0);
  assert.match(output, /intro\.md/);
  assert.match(output, /missing-guide\.md/);
});

test('a link to a missing route fails the build, naming the page and the link', () => {
  const {status, output} = buildFixture({'intro.md': `${front}# Intro\n\nSee [nothing](/nowhere/).\n`, 'guide.md': guide});
  assert.notEqual(status, 0);
  assert.match(output, /Broken link on source page path = \/SeaORM\/:/);
  assert.match(output, /linking to \/SeaORM\/nowhere\//);
});
