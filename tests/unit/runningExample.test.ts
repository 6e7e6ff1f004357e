// One running example per version (writing guide): the bakery schema page of a docs version defines the example
// entities, and every other code block of that version that shows one of those entities shows the same definition.
// Compact blocks (`#[sea_orm(table_name = "…")]`) must match derives, attributes and fields; expanded blocks
// (`fn table_name(&self) -> &str { "…" }`) must match the fields.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {extractBlocks} from '@site/scripts/check-snippets.mjs';

const root = path.resolve(import.meta.dirname, '../..');

interface Definition {
  table: string;
  /** Derives, struct attributes and fields, whitespace-normalised (compact form), or null for the expanded form. */
  compact: string | null;
  /** `name: Type` of each field. */
  fields: string[];
  line: number;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/\s*([(),:<>=\[\]{}])\s*/g, '$1').trim();

/** The Model structs of one rust block, each with the table it maps (compact or expanded form). */
export function entityDefinitions(code: string, firstLine: number): Definition[] {
  const found: Definition[] = [];
  const structs = /((?:#\[[^\]]*(?:\([^)]*\))?[^\]]*\]\s*)*)pub struct Model\s*\{([^}]*)\}/g;
  for (let m = structs.exec(code); m; m = structs.exec(code)) {
    const [, attributes, body] = m;
    const compactTable = /table_name\s*=\s*"([^"]+)"/.exec(attributes!)?.[1];
    const expandedTable = /fn table_name\(&self\)\s*->\s*&(?:'static )?str\s*\{\s*"([^"]+)"/.exec(code)?.[1];
    const table = compactTable ?? expandedTable;
    if (!table) continue;
    const fields = [...body!.matchAll(/pub\s+(\w+)\s*:\s*([^,]+),/g)].map(([, name, type]) => `${name}: ${squash(type!)}`);
    const line = firstLine + code.slice(0, m.index).split('\n').length - 1;
    const bodyWithoutComments = body!.replace(/\/\/.*$/gm, '');
    found.push({table, compact: compactTable ? squash(`${attributes} ${bodyWithoutComments}`) : null, fields, line});
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

function definitionsIn(file: string): Definition[] {
  return extractBlocks(readFileSync(file, 'utf8'))
    .filter((block: {lang: string}) => block.lang === 'rust')
    .flatMap((block: {code: string; line: number}) => entityDefinitions(block.code, block.line));
}

// Every older line with a folder, listed in versions.json or still being written.
const olderVersions = readdirSync(path.join(root, 'versioned_docs')).map((name) => name.replace(/^version-/, ''));

for (const version of olderVersions) {
  test(`${version}: every entity of the bakery schema is shown exactly as the bakery schema page defines it`, () => {
    const folder = path.join(root, 'versioned_docs', `version-${version}`);
    const files = markdownFiles(folder);
    const schemaPage = files.find((f) => /\/\d*-?bakery-schema\.mdx?$/.test(f));
    assert.ok(schemaPage, `${version} has no bakery schema page`);
    const canonical = new Map(definitionsIn(schemaPage).map((d) => [d.table, d]));
    for (const table of ['bakery', 'baker', 'cake', 'cake_baker', 'customer', 'order', 'lineitem']) {
      assert.ok(canonical.has(table), `${path.relative(root, schemaPage)} does not define ${table}`);
    }
    const problems: string[] = [];
    // A table the bakery schema lacks is a page's own addition; the first page (in file order) that shows it
    // defines it, and any other page showing the same table must agree, so snippets of two pages compile together.
    const firstShown = new Map<string, Definition & {file: string}>();
    for (const file of files) {
      for (const definition of definitionsIn(file)) {
        let reference = canonical.get(definition.table);
        if (!reference) {
          const first = firstShown.get(definition.table);
          if (!first) firstShown.set(definition.table, {...definition, file});
          if (!first || first.file === file) continue;
          if ((first.compact === null) !== (definition.compact === null)) {
            // One page shows the compact form, the other the expanded one: compare fields only.
            if (first.fields.join(', ') !== definition.fields.join(', ')) {
              problems.push(`${path.relative(root, file)}:${definition.line}: ${definition.table}: fields differ from ${path.relative(root, first.file)}:${first.line}`);
            }
            continue;
          }
          reference = first;
        }
        const where = `${path.relative(root, file)}:${definition.line}: ${definition.table}`;
        const source = canonical.has(definition.table) ? 'the bakery schema page' : `the first page that shows it (${path.relative(root, (reference as Definition & {file: string}).file)})`;
        if (definition.compact !== null && definition.compact !== reference.compact) {
          problems.push(`${where}: differs from ${source}\n    page:   ${definition.compact}\n    schema: ${reference.compact}`);
        } else if (definition.compact === null && definition.fields.join(', ') !== reference.fields.join(', ')) {
          problems.push(`${where}: fields ${definition.fields.join(', ')} ≠ ${reference.fields.join(', ')} (${source})`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });
}
