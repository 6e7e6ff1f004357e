// The docs snippet checker finds the blocks and names the file, line and reason of each failure.
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
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
