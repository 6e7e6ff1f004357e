// The docs snippet checker finds the blocks and names the file, line and reason of each failure.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkFiles, extractBlocks} from '../../scripts/check-snippets.mjs';

const fence = '```';
const page = [
  '# Page',
  `${fence}rust`,
  'use sea_orm::entity::prelude::*;',
  'let cakes = cake::Entity::find().all(db).await?;',
  fence,
  '',
  '  - a list item',
  `  ${fence}toml title="Cargo.toml"`,
  '  [dependencies]',
  '  sea-orm = "2.0"',
  `  ${fence}`,
  `${fence}rust`,
  'pub struct Model {',
  '    pub id: i32,',
  '    ...',
  '}',
  fence,
  `${fence}toml`,
  'sea-orm = { version = "2.0"',
  fence,
  `${fence}bash`,
  'if true; then echo',
  fence,
  `${fence}sql`,
  'SELECT anything we like',
  fence,
].join('\n');

test('extractBlocks finds each block with its language and first line', () => {
  const blocks = extractBlocks(page);
  assert.deepEqual(
    blocks.map((b: {lang: string; line: number}) => [b.lang, b.line]),
    [['rust', 3], ['toml', 9], ['rust', 13], ['toml', 19], ['bash', 22], ['sql', 25]],
  );
  assert.equal(blocks[1].code, '[dependencies]\nsea-orm = "2.0"');
});

test('checkFiles passes good blocks and reports each bad one with file and line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'snippet-test-'));
  try {
    const file = path.join(dir, 'page.md');
    writeFileSync(file, page);
    const {counts, failures} = checkFiles([file]);
    assert.deepEqual(counts, {rust: 2, toml: 2, bash: 1});
    const found = failures.map((f: {block: {file: string; lang: string; line: number}; offset: number}) => [
      f.block.lang,
      f.block.line + f.offset,
    ]);
    assert.deepEqual(found.sort(), [['bash', 22], ['rust', 15], ['toml', 19]].sort());
    for (const f of failures) assert.equal(f.block.file, file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('statement blocks with await and items inside a body parse', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'snippet-test-'));
  try {
    const file = path.join(dir, 'ok.md');
    writeFileSync(
      file,
      `${fence}rust\nlet txn = db.begin().await?;\nstruct Local;\ntxn.commit().await?;\n${fence}\n`,
    );
    assert.deepEqual(checkFiles([file]).failures, []);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('pages of older lines parse as Rust 2021, current pages and the blog as Rust 2024', async () => {
  const {editionOf} = await import('../../scripts/check-snippets.mjs');
  assert.equal(editionOf('versioned_docs/version-0.12.x/05-basic-crud/02-select.md'), '2021');
  assert.equal(editionOf('/work/main/versioned_docs/version-1.1.x/index.md'), '2021');
  assert.equal(editionOf('docs/05-basic-crud/02-select.md'), '2024');
  assert.equal(editionOf('blog/2026-07-19-sea-orm-2.0.md'), '2024');
  // An upgrade guide's "before" block names its line.
  assert.equal(editionOf('docs/14-upgrading/03-from-0.6-to-0.7.md', 'title="Before" version=0.6.x'), '2021');
  assert.equal(editionOf('docs/14-upgrading/11-from-1.1-to-2.0.md', 'version=2.0.x'), '2024');
  // `gen` is a keyword from 2024 on: the same block passes as 2021 and fails as 2024.
  const dir = mkdtempSync(path.join(tmpdir(), 'edition-'));
  try {
    const block = `${fence}rust\nlet gen = 1;\n${fence}\n`;
    writeFileSync(path.join(dir, 'new.md'), block);
    mkdirSync(path.join(dir, 'versioned_docs'));
    writeFileSync(path.join(dir, 'versioned_docs', 'old.md'), block);
    const {failures} = checkFiles([path.join(dir, 'new.md'), path.join(dir, 'versioned_docs', 'old.md')]);
    assert.deepEqual(failures.map((f: {block: {file: string}}) => path.basename(f.block.file)), ['new.md']);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
