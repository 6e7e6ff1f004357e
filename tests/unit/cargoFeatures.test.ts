// Every Cargo.toml block the feature picker can print is valid TOML, uses features that exist in that release line,
// writes sea-orm's version the way the line's tutorial does and adds the crate that starts the chosen runtime.
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parse} from 'smol-toml';
import {
  cargoFeatures,
  cargoTomlSnippet,
  discouragedRuntimes,
  featuresFor,
  type Database,
  type Selection,
} from '@site/src/data/cargoFeatures';

const root = path.resolve(import.meta.dirname, '../..');
const inventory = JSON.parse(readFileSync(path.resolve(root, '../shared/inventory.json'), 'utf8'));

function* selections(runtimes: Selection['runtime'][], tls: Selection['tls'][]): Generator<Selection> {
  const all: Database[] = ['mysql', 'postgres', 'sqlite'];
  for (let mask = 1; mask < 8; mask++) {
    const databases = all.filter((_, i) => mask & (1 << i));
    for (const runtime of runtimes) for (const t of tls) yield {databases, runtime, tls: t};
  }
}

interface Dependency {
  version: string;
  features: string[];
}

/** The docs folder of a version label: `docs/` for the current line, `versioned_docs/version-<label>/` for the others. */
function docsFolder(label: string): string {
  const name = inventory.versions.find((v: {label: string}) => v.label === label).name as string;
  return name === 'current' ? path.join(root, 'docs') : path.join(root, 'versioned_docs', `version-${name}`);
}

/** The sea-orm version requirement that the first page of a line whose file name matches `page` writes in Cargo.toml. */
function versionOnPage(label: string, page: RegExp): string | undefined {
  const folder = docsFolder(label);
  const file = readdirSync(folder, {recursive: true, encoding: 'utf8'}).find((f) => page.test(f));
  if (!file) return undefined;
  return /^sea-orm = \{ version = "([^"]+)"/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1];
}

test('there is feature data for every docs version', () => {
  const labels = inventory.versions.map((v: {label: string}) => v.label);
  assert.deepEqual(Object.keys(cargoFeatures).sort(), [...labels].sort());
});

test('every combination yields valid, existing feature names', () => {
  for (const [label, version] of Object.entries(cargoFeatures)) {
    for (const selection of selections(version.runtimes, version.tls)) {
      for (const feature of featuresFor(selection)) {
        assert.ok(version.validFeatures.includes(feature), `${label}: ${feature} is not a feature at ${version.tag}`);
      }
    }
  }
});

test('sea-orm’s version is written as in the line’s tutorial (as in the picker’s own page where it has none)', () => {
  for (const [label, version] of Object.entries(cargoFeatures)) {
    assert.ok(existsSync(docsFolder(label)), `${label}: no docs folder`);
    const expected = versionOnPage(label, /(^|[-/])tutorial\.mdx?$/) ?? versionOnPage(label, /database-and-async-runtime\.mdx?$/);
    assert.equal(version.crateVersion, expected, `${label}: its docs write sea-orm = { version = "${expected}" … }`);
    assert.ok(version.tag.startsWith(version.crateVersion), `${label}: ${version.crateVersion} does not match the tag ${version.tag}`);
  }
  assert.equal(cargoFeatures['2.0.x']!.crateVersion, '2.0');
});

test('every block is a [dependencies] table with sea-orm and the runtime’s own crate, no line wider than the column', () => {
  for (const [label, version] of Object.entries(cargoFeatures)) {
    for (const selection of selections(version.runtimes, version.tls)) {
      const snippet = cargoTomlSnippet(version, selection);
      const toml = parse(snippet) as unknown as {dependencies: Record<string, Dependency>};
      const where = `${label} ${JSON.stringify(selection)}`;
      assert.deepEqual(Object.keys(toml), ['dependencies'], where);
      assert.equal(toml.dependencies['sea-orm']!.version, version.crateVersion, where);
      assert.deepEqual(toml.dependencies['sea-orm']!.features, featuresFor(selection), where);
      if (selection.runtime === 'async-std') {
        assert.deepEqual({...toml.dependencies['async-std']}, {version: '1', features: ['attributes']}, where);
        assert.equal(toml.dependencies.tokio, undefined, where);
      } else {
        // Tokio, and Actix, which runs on Tokio: the examples start with #[tokio::main].
        assert.deepEqual({...toml.dependencies.tokio}, {version: '1', features: ['macros', 'rt-multi-thread']}, where);
        assert.equal(toml.dependencies['async-std'], undefined, where);
      }
      // About 70 characters fit the picker's code block in the doc column at 1280 px.
      for (const line of snippet.split('\n')) assert.ok(line.length <= 68, `${where}: ${line.length} characters: ${line}`);
    }
  }
});

test('async-std is marked discontinued on every line that offers it; runtime-actix is gone in 2.0', () => {
  assert.match(discouragedRuntimes['async-std']!.note, /discontinued/);
  assert.equal(discouragedRuntimes['async-std']!.tag, 'discontinued');
  for (const version of Object.values(cargoFeatures)) assert.ok(version.runtimes.includes('async-std'));
  assert.equal(discouragedRuntimes.tokio, undefined);
  assert.ok(!cargoFeatures['2.0.x']!.runtimes.includes('actix'));
  assert.ok(cargoFeatures['1.0.x']!.tls.includes('none'));
  assert.ok(!cargoFeatures['0.12.x']!.tls.includes('none'));
});

test('the block for one choice, as the picker prints it', () => {
  const snippet = cargoTomlSnippet(cargoFeatures['2.0.x']!, {databases: ['sqlite', 'postgres'], runtime: 'tokio', tls: 'rustls'});
  assert.equal(
    snippet,
    [
      '[dependencies]',
      'sea-orm = { version = "2.0", features = [',
      '    "sqlx-postgres",',
      '    "sqlx-sqlite",',
      '    "runtime-tokio-rustls",',
      '] }',
      'tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
    ].join('\n'),
  );
});
