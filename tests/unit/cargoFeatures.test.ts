// Every Cargo line the feature picker can print uses features that exist in that release line.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  cargoFeatures,
  dependencyLine,
  featuresFor,
  type Database,
  type Selection,
} from '@site/src/data/cargoFeatures';

const inventory = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../shared/inventory.json'), 'utf8'));

function* selections(runtimes: Selection['runtime'][], tls: Selection['tls'][]): Generator<Selection> {
  const all: Database[] = ['mysql', 'postgres', 'sqlite'];
  for (let mask = 1; mask < 8; mask++) {
    const databases = all.filter((_, i) => mask & (1 << i));
    for (const runtime of runtimes) for (const t of tls) yield {databases, runtime, tls: t};
  }
}

test('there is feature data for every docs version', () => {
  const labels = inventory.versions.map((v: {label: string}) => v.label);
  assert.deepEqual(Object.keys(cargoFeatures).sort(), [...labels].sort());
});

test('every combination yields valid, existing feature names', () => {
  for (const [label, version] of Object.entries(cargoFeatures)) {
    assert.ok(label.startsWith(version.crateVersion + '.'), `${label}: crate version ${version.crateVersion}`);
    for (const selection of selections(version.runtimes, version.tls)) {
      for (const feature of featuresFor(selection)) {
        assert.ok(version.validFeatures.includes(feature), `${label}: ${feature} is not a feature at ${version.tag}`);
      }
    }
  }
});

test('runtime-actix is gone in 2.0; bare runtimes only exist from 1.0', () => {
  assert.ok(!cargoFeatures['2.0.x']!.runtimes.includes('actix'));
  assert.ok(cargoFeatures['1.0.x']!.tls.includes('none'));
  assert.ok(!cargoFeatures['0.12.x']!.tls.includes('none'));
});

test('the dependency line is a valid Cargo dependency', () => {
  const line = dependencyLine(cargoFeatures['2.0.x']!, {databases: ['sqlite', 'postgres'], runtime: 'tokio', tls: 'rustls'});
  assert.equal(line, 'sea-orm = { version = "2.0", features = ["sqlx-postgres", "sqlx-sqlite", "runtime-tokio-rustls"] }');
});
