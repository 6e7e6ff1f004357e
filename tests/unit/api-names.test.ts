// The per-version SeaORM API names (src/data/api-names/*.json) hold what each release line had, and the docs checker
// reports a name a page uses that its version lacks but another version has.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {checkMarkdown, loadApiData} from '@site/scripts/check-api-names.mjs';

const dir = path.resolve(import.meta.dirname, '../../src/data/api-names');
const KINDS = ['items', 'functions', 'macros', 'attributes', 'features', 'cli'] as const;
type Kind = (typeof KINDS)[number];
type ApiNames = {version: string; tag: string} & Record<Kind, string[]>;

const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const byVersion = new Map<string, ApiNames>(
  files.map((f) => {
    const d = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ApiNames;
    return [d.version, d];
  }),
);

// Facts read from the SeaQL/sea-orm source at each line's last tag: [kind, name] present, and absent.
type Fact = {has: [Kind, string][]; lacks: [Kind, string][]};
const rust = (...names: string[]): [Kind, string][] =>
  names.map((n) => [/^[A-Z]/.test(n) ? (/^Derive/.test(n) ? 'macros' : 'items') : 'functions', n]);
const facts: Record<string, Fact> = {
  '2.0.x': {
    has: [...rust('ExprTrait', 'find_with_linked', 'ModelEx', 'DeriveModelEx'), ['features', 'entity-registry'], ['cli', '--entity-format'], ['attributes', 'unique_key']],
    lacks: [['features', 'runtime-actix-rustls'], ['macros', 'DeriveCustomColumn']],
  },
  '1.1.x': {
    has: [...rust('exec_with_returning_keys', 'SelectThree'), ['features', 'postgres-vector'], ['cli', '--frontend-format']],
    lacks: [...rust('ExprTrait', 'ModelEx'), ['cli', '--entity-format'], ['attributes', 'self_ref']],
  },
  '1.0.x': {
    has: [...rust('sqlx_pool_options', 'on_conflict_do_nothing')],
    lacks: [...rust('exec_with_returning_keys', 'SelectThree'), ['features', 'postgres-vector']],
  },
  '0.12.x': {
    has: [...rust('DerivePartialModel', 'find_with_linked'), ['features', 'runtime-actix-rustls']],
    lacks: rust('sqlx_pool_options', 'on_conflict_do_nothing'),
  },
  '0.11.x': {has: rust('load_many', 'load_one', 'RuntimeErr'), lacks: rust('find_with_linked', 'DerivePartialModel')},
  '0.10.x': {has: rust('RuntimeErr', 'cursor_by'), lacks: rust('load_one', 'load_many')},
  '0.9.x': {has: rust('cursor_by', 'DeriveMigrationName', 'MigratorTrait'), lacks: rust('RuntimeErr')},
  '0.8.x': {has: [...rust('MigratorTrait', 'SchemaManager'), ['cli', 'up']], lacks: rust('cursor_by', 'DeriveMigrationName')},
  '0.7.x': {has: [...rust('delete_by_id'), ['cli', 'migrate']], lacks: rust('MigratorTrait', 'SchemaManager')},
  '0.6.x': {has: rust('TransactionTrait', 'StreamTrait'), lacks: rust('delete_by_id')},
  '0.5.x': {has: rust('NotSet', 'Unchanged'), lacks: rust('TransactionTrait')},
  '0.4.x': {has: [...rust('PaginatorTrait', 'find_related'), ['cli', 'generate']], lacks: [...rust('NotSet'), ['cli', 'migrate']]},
};

test('there is a data file for the current docs and one for each line with facts', () => {
  assert.ok(byVersion.has('2.0.x'), 'src/data/api-names/2.0.x.json is missing');
  for (const version of byVersion.keys()) assert.ok(version in facts, `no facts tested for ${version}`);
});

for (const [version, data] of byVersion) {
  test(`${version}: schema: version, tag and sorted, unique, non-empty name lists`, () => {
    assert.equal(`${data.version}.json`, files.find((f) => f === `${version}.json`));
    assert.match(data.version, /^\d+\.\d+\.x$/);
    assert.ok(data.tag.startsWith(data.version.replace(/x$/, '')), `tag ${data.tag} is not a ${data.version} release`);
    assert.deepEqual(Object.keys(data).sort(), ['version', 'tag', ...KINDS].sort());
    for (const kind of KINDS) {
      const list = data[kind];
      assert.ok(list.length > 0, `${kind} is empty`);
      assert.deepEqual(list, [...new Set(list)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), `${kind} is not sorted and unique`);
      for (const name of list) assert.match(name, /^(--)?[\w-]+(\/[\w-]+)?$/, `${kind}: odd name ${name}`);
    }
  });

  test(`${version}: has the names it had and lacks the ones it did not`, () => {
    const fact = facts[version];
    for (const [kind, name] of fact.has) assert.ok(data[kind].includes(name), `${version} ${kind} should have ${name}`);
    for (const [kind, name] of fact.lacks) assert.ok(!data[kind].includes(name), `${version} ${kind} should not have ${name}`);
  });
}

const fence = '```';
const page = [
  '# Linked models', // 1
  '',
  `${fence}rust`,
  'use sea_orm::entity::prelude::*;', // 4
  '',
  'pub struct CakeToFilling;',
  'fn exec_with_returning_keys() {}', // 7: the page's own fn, named like a 1.1 method
  'pub enum Shape { SelectThree }', // 8: a variant the page defines, named like a 1.1 type
  '',
  'let rows = cake::Entity::find()',
  '    .find_with_linked(CakeToFilling)', // 11
  '    .all(db)',
  '    .await?;',
  'let s = Shape::SelectThree;',
  'exec_with_returning_keys();',
  fence,
  '',
  `${fence}toml`,
  '[dependencies]',
  'sea-orm = { version = "0.11", features = ["sqlx-postgres", "runtime-actix-rustls"] }', // 20
  fence,
].join('\n');

test('the checker names the line of a later-version method and passes names the page defines', () => {
  const data = loadApiData(dir);
  const {failures} = checkMarkdown(page, '0.11.x', data);
  assert.deepEqual(
    failures.map((f: {line: number; kind: string; name: string}) => [f.line, f.kind, f.name]),
    [[11, 'name', 'find_with_linked']],
  );
  assert.deepEqual(failures[0].others, ['0.12.x', '1.0.x', '1.1.x', '2.0.x']);
});

test('the checker reports a feature the version dropped and passes the same page where it exists', () => {
  const data = loadApiData(dir);
  const current = checkMarkdown(page.replace('"0.11"', '"2.0"'), '2.0.x', data).failures;
  assert.deepEqual(
    current.map((f: {line: number; kind: string; name: string}) => [f.line, f.kind, f.name]),
    [[20, 'feature', 'runtime-actix-rustls']],
  );
  assert.deepEqual(checkMarkdown(page, '0.12.x', data).failures, []);
});

test('a sea-query name SeaORM re-exports only later (ExprTrait) is reported on an older page, even through sea_query', () => {
  const data = loadApiData(dir);
  const snippet = [`${fence}rust`, 'use sea_orm::sea_query::{Expr, ExprTrait};', 'let e = Expr::col(cake::Column::Id).eq(1);', fence].join('\n');
  const names = (version: string) => checkMarkdown(snippet, version, data).failures.map((f: {name: string}) => f.name);
  assert.deepEqual(names('1.1.x'), ['ExprTrait']);
  assert.deepEqual(names('2.0.x'), []);
});

test('a block marked version=… is checked against that line (an upgrade guide’s before and after code)', () => {
  const data = loadApiData(dir);
  const guide = [
    `${fence}rust title="Before (0.11)" version=0.11.x`,
    'let cakes = cake::Entity::find().all(db).await?;',
    fence,
    `${fence}rust title="After (0.12)" version=0.12.x`,
    'let chains = cake::Entity::find().find_with_linked(cake::ToBaker).all(db).await?;',
    fence,
    `${fence}rust version=0.11.x`,
    'let chains = cake::Entity::find().find_with_linked(cake::ToBaker).all(db).await?;',
    fence,
  ].join('\n');
  const failures = checkMarkdown(guide, '2.0.x', data).failures;
  assert.deepEqual(
    failures.map((f: {line: number; name: string; version: string}) => [f.line, f.name, f.version]),
    [[8, 'find_with_linked', '0.11.x']],
  );
});

test('methods chained on the SeaQuery statement from QueryTrait::query are SeaQuery’s, not SeaORM’s', () => {
  const data = loadApiData(dir);
  const snippet = [
    `${fence}rust`,
    'let mut insert = cake::Entity::insert(model);',
    'insert.query().on_conflict(OnConflict::column(cake::Column::Id).do_nothing().to_owned());',
    'QueryTrait::query(&mut insert).on_conflict(OnConflict::column(cake::Column::Id).do_nothing().to_owned());',
    'let rows = cake::Entity::find().on_conflict(1);',
    fence,
  ].join('\n');
  const names = checkMarkdown(snippet, '0.8.x', data).failures.map((f: {line: number; name: string}) => [f.line, f.name]);
  assert.deepEqual(names, [[5, 'on_conflict']]);
});
