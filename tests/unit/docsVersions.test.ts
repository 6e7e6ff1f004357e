// The release-line data (src/data/docsVersions.ts) against the inventory, versions.json and the docs config.
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {cargoFeatures} from '@site/src/data/cargoFeatures';
import {dependencyLine, docsVersion, docsVersions, renamedDocs} from '@site/src/data/docsVersions';
import {docs, olderVersions} from '@site/config/docs';

const root = path.resolve(import.meta.dirname, '../..');
const inventory = JSON.parse(readFileSync(path.join(root, '../shared/inventory.json'), 'utf8')).versions as {
  name: string;
  label: string;
  sections: {pages: {id: string}[]}[];
}[];
const idsOf = (name: string) => new Set(inventory.find((v) => v.name === name)!.sections.flatMap((s) => s.pages.map((p) => p.id)));

test('one entry per inventory version, in the same (newest-first) order, with the same labels', () => {
  assert.deepEqual(
    docsVersions.map((v) => [v.name, v.label]),
    inventory.map((v) => [v.name, v.label]),
  );
});

test('statuses: current first, then the previous line, then archived ones', () => {
  assert.deepEqual(
    docsVersions.map((v) => v.status),
    ['current', 'previous', ...Array(docsVersions.length - 2).fill('archived')],
  );
});

test('the last release of each line is the tag its Cargo features were read from', () => {
  for (const version of docsVersions) {
    assert.equal(cargoFeatures[version.label]!.tag, version.lastRelease, version.label);
    assert.match(version.lastRelease, new RegExp(`^${version.label.replace('.x', '').replaceAll('.', '\\.')}\\.\\d+$`));
  }
  assert.equal(dependencyLine(docsVersion('0.12.x')), 'sea-orm = "0.12.15"');
  assert.throws(() => docsVersion('9.9.x'), /no entry for docs version "9.9.x"/);
});

test('every older line names the step guide that starts at it; the built lines’ guides exist in the current docs', () => {
  const older = docsVersions.filter((v) => v.status !== 'current');
  older.forEach((version, i) => {
    const next = i === 0 ? '2.0' : older[i - 1]!.label.replace('.x', '');
    assert.deepEqual(version.upgradeGuide, {
      path: `/docs/upgrading/from-${version.label.replace('.x', '')}-to-${next}/`,
      title: `Upgrading from ${version.label.replace('.x', '')} to ${next}`,
    });
    // The banner links it on every page of the line, so the build checks it too; here the message names the line.
    if (!olderVersions.includes(version.name)) return;
    const id = version.upgradeGuide!.path.replace(/^\/docs\//, '').replace(/\/$/, '');
    assert.ok(existsSync(path.join(root, 'docs')) && currentDocIds().has(id), `${version.label}: ${id} is not a current doc`);
  });
});

test('renamed pages map an older doc id to a current doc id', () => {
  const older = new Set(inventory.filter((v) => v.name !== 'current').flatMap((v) => [...idsOf(v.name)]));
  for (const [from, to] of Object.entries(renamedDocs)) {
    assert.ok(older.has(from), `${from} is not an older doc id`);
    assert.ok(!idsOf('current').has(from), `${from} exists in the current docs: no rename needed`);
    assert.ok(idsOf('current').has(to), `${to} is not a current doc id`);
  }
});

test('versions.json lists landed lines newest first, and the config gives each its label and URL segment', () => {
  const names = docsVersions.map((v) => v.name);
  assert.deepEqual(olderVersions, [...olderVersions].sort((a, b) => names.indexOf(a) - names.indexOf(b)));
  for (const name of olderVersions) {
    assert.ok(names.includes(name), name);
    assert.deepEqual(docs.versions[name], {label: name, path: name, badge: true, banner: 'unmaintained'});
  }
  assert.deepEqual(docs.versions.current, {label: '2.0.x', path: '', badge: true, banner: 'none'});
});

/** Doc ids of the current docs tree (numeric prefixes stripped, as Docusaurus does). */
function currentDocIds(): Set<string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  const base = path.join(root, 'docs');
  return new Set(
    walk(base).map((file) =>
      path
        .relative(base, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .map((p) => p.replace(/^\d+[-_.]/, ''))
        .join('/'),
    ),
  );
}
