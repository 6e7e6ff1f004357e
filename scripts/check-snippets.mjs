#!/usr/bin/env node
// Checks the code blocks of the docs: every `rust` block parses as Rust (as items, or as statements inside an
// async fn body) in the edition of the SeaORM line the page describes (2024 for 2.0.x, 2021 before), every `toml` block parses as TOML, every `bash` block passes `bash -n`.
// Usage: node scripts/check-snippets.mjs [file-or-folder …]   (default: docs/, versioned_docs/ and blog/)
// Prints `file:line: lang: reason` per failure and a closing summary; exits 1 on any failure.
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseToml} from 'smol-toml';

const DEFAULT_ROOTS = ['docs', 'versioned_docs', 'blog'];

/** Every fenced block of a markdown text: {lang, meta (the rest of the fence line), line (1-based, first code line), code}. */
export function extractBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (close.test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({lang: lang.toLowerCase(), meta: meta.trim(), line: i + 2, code: body.join('\n')});
    i = j;
  }
  return blocks;
}

function markdownFiles(target) {
  const stat = statSync(target, {throwIfNoEntry: false});
  if (!stat) return [];
  if (stat.isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return readdirSync(target)
    .sort()
    .flatMap((name) => markdownFiles(path.join(target, name)));
}

function firstError(stderr) {
  const line = stderr.split('\n').find((l) => /^error/.test(l));
  return (line ?? stderr.trim().split('\n')[0] ?? 'rustfmt failed').replace(/^error(\[\w+\])?:\s*/, '');
}

/**
 * The Rust edition of a code block: older lines (versioned_docs/, or a block marked `version=0.11.x` as in the
 * upgrade guides) are 2021 crates; 2.0 moved to 2024.
 */
export function editionOf(file, meta = '') {
  const version = /(?:^|\s)version=(\d+)\./.exec(meta)?.[1];
  if (version !== undefined) return Number(version) >= 2 ? '2024' : '2021';
  return /(^|[\\/])versioned_docs[\\/]/.test(file) ? '2021' : '2024';
}

/** Runs rustfmt over many files at once; returns the set of files it could not parse, with the reason. */
function rustfmtFailures(files, edition) {
  const failures = new Map();
  if (files.length === 0) return failures;
  const run = spawnSync('rustfmt', ['--edition', edition, '--emit', 'stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw new Error(`cannot run rustfmt: ${run.error.message}`);
  if (run.status === 0) return failures;
  // Errors name the file in their `--> path:line:col` location line.
  const chunks = run.stderr.split(/\n(?=error)/);
  for (const chunk of chunks) {
    const where = /-->\s+(\S+?):(\d+):\d+/.exec(chunk);
    if (!where) continue;
    const file = path.resolve(where[1]);
    if (!failures.has(file)) failures.set(file, {reason: firstError(chunk), line: Number(where[2])});
  }
  if (failures.size === 0) {
    // Unattributed failure: retry one by one so the failing block is named.
    for (const file of files) {
      const single = spawnSync('rustfmt', ['--edition', edition, '--emit', 'stdout', file], {encoding: 'utf8'});
      if (single.status !== 0) failures.set(path.resolve(file), {reason: firstError(single.stderr), line: 1});
    }
  }
  return failures;
}

/** Rust blocks grouped by edition (one rustfmt run per group), each checked by `checkRustEdition`. */
export function checkRust(blocks, workDir) {
  const editions = [...new Set(blocks.map((b) => editionOf(b.file ?? '', b.meta)))];
  return editions.flatMap((edition) => {
    const dir = path.join(workDir, edition);
    mkdirSync(dir, {recursive: true});
    return checkRustEdition(blocks.filter((b) => editionOf(b.file ?? '', b.meta) === edition), dir, edition);
  });
}

function checkRustEdition(blocks, workDir, edition) {
  const asItems = blocks.map((b, n) => {
    const file = path.resolve(workDir, `item-${n}.rs`);
    writeFileSync(file, b.code + '\n');
    return file;
  });
  const itemFailures = rustfmtFailures(asItems, edition);
  const retry = blocks.map((b, n) => ({b, n})).filter(({n}) => itemFailures.has(asItems[n]));
  const wrapped = retry.map(({b, n}) => {
    const file = path.resolve(workDir, `body-${n}.rs`);
    writeFileSync(file, `async fn snippet() {\n${b.code}\n}\n`);
    return file;
  });
  const bodyFailures = rustfmtFailures(wrapped, edition);
  const problems = [];
  retry.forEach(({b, n}, k) => {
    const failure = bodyFailures.get(wrapped[k]);
    if (!failure) return;
    const asItem = itemFailures.get(asItems[n]);
    // Report the attempt whose error comes later in the block: it got further, so it is the likelier intent.
    const best = asItem.line > failure.line - 1 ? {...asItem} : {...failure, line: failure.line - 1};
    problems.push({block: b, offset: Math.max(best.line - 1, 0), reason: best.reason});
  });
  return problems;
}

export function checkToml(block) {
  try {
    parseToml(block.code);
    return null;
  } catch (error) {
    const line = /line (\d+)/i.exec(error.message);
    return {offset: line ? Number(line[1]) - 1 : 0, reason: error.message.split('\n')[0]};
  }
}

export function checkBash(block) {
  const run = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
  if (run.status === 0) return null;
  const line = /line (\d+)/.exec(run.stderr);
  const last = block.code.split('\n').length - 1; // "unexpected end of file" points past the block
  return {offset: line ? Math.min(Number(line[1]) - 1, last) : 0, reason: run.stderr.trim().split('\n')[0].replace(/^bash: /, '')};
}

export function checkFiles(files) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'snippets-'));
  const failures = [];
  const counts = {rust: 0, toml: 0, bash: 0};
  try {
    const rust = [];
    for (const file of files) {
      for (const block of extractBlocks(readFileSync(file, 'utf8'))) {
        const located = {...block, file};
        if (block.lang === 'rust' || block.lang === 'rs') {
          counts.rust++;
          rust.push(located);
        } else if (block.lang === 'toml') {
          counts.toml++;
          const problem = checkToml(located);
          if (problem) failures.push({block: located, ...problem});
        } else if (block.lang === 'bash' || block.lang === 'sh' || block.lang === 'shell') {
          counts.bash++;
          const problem = checkBash(located);
          if (problem) failures.push({block: located, ...problem});
        }
      }
    }
    for (const problem of checkRust(rust, workDir)) failures.push(problem);
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
  return {counts, failures};
}

function main() {
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : DEFAULT_ROOTS).flatMap(markdownFiles);
  if (files.length === 0) {
    console.error(`check-snippets: no markdown files under ${(targets.length ? targets : DEFAULT_ROOTS).join(', ')}`);
    process.exit(2);
  }
  const {counts, failures} = checkFiles(files);
  for (const {block, offset, reason} of failures) {
    console.error(`${block.file}:${block.line + offset}: ${block.lang}: ${reason}`);
  }
  const total = counts.rust + counts.toml + counts.bash;
  console.log(
    `snippets: ${total} blocks in ${files.length} files (rust ${counts.rust}, toml ${counts.toml}, bash ${counts.bash}): ` +
      `${total - failures.length} passed, ${failures.length} failed`,
  );
  process.exit(failures.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
