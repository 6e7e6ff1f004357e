// One running example per version (writing guide): one page of each docs version defines the example entities,
// and every other code block of that version that shows one of those entities shows the same definition, so code
// from two pages compiles together.
// - The defining page is the schema page (file name `…basic-schema.md` or `…bakery-schema.md`, first in reading
//   order) whose code defines every core table: Basic Schema in 2.0.x, Bakery Schema in the older lines.
// - Dense blocks (`#[sea_orm::model]`, 2.0) and compact blocks (`#[sea_orm(table_name = "…")]`) must match the
//   definition's derives, attributes and fields; a compact block of a table the definition writes dense must match
//   its columns (the fields that are not relations); expanded blocks (`fn table_name(&self) …`) must match columns.
// - Blocks marked `version=…` (code of another line, in the upgrade guides) are not this version's example.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {extractBlocks} from '@site/scripts/check-snippets.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CORE_TABLES = ['bakery', 'baker', 'cake', 'cake_baker', 'customer', 'order', 'lineitem'];

interface Definition {
  table: string;
  /** Derives, struct attributes and fields, whitespace-normalised (dense or compact form), or null (expanded). */
  compact: string | null;
  dense: boolean;
  /** `name: Type` of each field. */
  fields: string[];
  line: number;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/\s*([(),:<>=\[\]{}])\s*/g, '$1').trim();
const RELATION_FIELD = /^\w+: (?:HasOne|HasMany|BelongsTo)</;
/** The columns of a definition: its fields minus the 2.0 relation fields. */
const columns = (d: Definition) => d.fields.filter((f) => !RELATION_FIELD.test(f));

/** The Model structs of one rust block, each with the table it maps (dense, compact or expanded form). */
export function entityDefinitions(code: string, firstLine: number): Definition[] {
  const found: Definition[] = [];
  const structs = /((?:#\[[^\]]*(?:\([^)]*\))?[^\]]*\]\s*)*)pub struct Model\s*\{([^}]*)\}/g;
  for (let m = structs.exec(code); m; m = structs.exec(code)) {
    const [, attributes, body] = m;
    const compactTable = /table_name\s*=\s*"([^"]+)"/.exec(attributes!)?.[1];
    const expandedTable = /fn table_name\(&self\)\s*->\s*&(?:'static )?str\s*\{\s*"([^"]+)"/.exec(code)?.[1];
    const table = compactTable ?? expandedTable;
    if (!table) continue;
    const bodyWithoutComments = body!.replace(/\/\/.*$/gm, '');
    const fields = [...bodyWithoutComments.matchAll(/pub\s+(\w+)\s*:\s*([^,]+),/g)].map(([, name, type]) => `${name}: ${squash(type!)}`);
    const line = firstLine + code.slice(0, m.index).split('\n').length - 1;
    found.push({
      table,
      compact: compactTable ? squash(`${attributes} ${bodyWithoutComments}`) : null,
      dense: /#\[sea_orm::model\]/.test(attributes!),
      fields,
      line,
    });
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

function definitionsIn(file: string): Definition[] {
  return extractBlocks(readFileSync(file, 'utf8'))
    .filter((block: {lang: string; meta: string}) => block.lang === 'rust' && !/(?:^|\s)version=/.test(block.meta))
    .flatMap((block: {code: string; line: number}) => entityDefinitions(block.code, block.line));
}

/** What differs between a shown definition and the one it must match, or null when they agree. */
export function disagreement(shown: Definition, reference: Definition): string | null {
  if (shown.compact !== null && reference.compact !== null && shown.dense === reference.dense) {
    return shown.compact === reference.compact ? null : `\n    page:       ${shown.compact}\n    definition: ${reference.compact}`;
  }
  // Another form (compact next to dense, or expanded): the columns must be the same.
  const [a, b] = [columns(shown).join(', '), columns(reference).join(', ')];
  return a === b ? null : `: columns ${a} ≠ ${b}`;
}

const versions = [
  {version: 'current (2.0.x)', folder: path.join(root, 'docs')},
  ...readdirSync(path.join(root, 'versioned_docs')).map((name) => ({
    version: name.replace(/^version-/, ''),
    folder: path.join(root, 'versioned_docs', name),
  })),
];

for (const {version, folder} of versions) {
  test(`${version}: every entity of the running example is shown exactly as the page that defines it`, () => {
    const files = markdownFiles(folder);
    const schemaPage = files.find((f) => {
      if (!/\/\d*-?ba(?:sic|kery)-schema\.mdx?$/.test(f)) return false;
      const tables = new Set(definitionsIn(f).map((d) => d.table));
      return CORE_TABLES.every((t) => tables.has(t));
    });
    assert.ok(schemaPage, `${version}: no page defines all of ${CORE_TABLES.join(', ')}`);
    const canonical = new Map(definitionsIn(schemaPage).map((d) => [d.table, d]));
    const problems: string[] = [];
    // A table the running example lacks is a page's own addition; the first page (in file order) that shows it
    // defines it, and any other page showing the same table must agree.
    const firstShown = new Map<string, Definition & {file: string}>();
    for (const file of files) {
      for (const definition of definitionsIn(file)) {
        let reference: Definition | undefined = canonical.get(definition.table);
        let source = `the running example (${path.relative(root, schemaPage)})`;
        if (!reference) {
          const first = firstShown.get(definition.table);
          if (!first) firstShown.set(definition.table, {...definition, file});
          if (!first || first.file === file) continue;
          reference = first;
          source = `the first page that shows it (${path.relative(root, first.file)}:${first.line})`;
        }
        const problem = disagreement(definition, reference);
        if (problem) problems.push(`${path.relative(root, file)}:${definition.line}: ${definition.table} differs from ${source}${problem}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}
