// The docs trees hold every page of ../shared/inventory.json for each version the site builds, and each
// page has the anatomy of the writing guide: a description, one title, and real prose.
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const inventory = JSON.parse(readFileSync(path.join(root, '../shared/inventory.json'), 'utf8'));
const built: string[] = existsSync(path.join(root, 'versions.json'))
  ? JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8'))
  : [];

interface Version {
  name: string;
  label: string;
  folder: string;
  sections: {dir: string; label: string; pages: {id: string; file: string}[]}[];
}
const versions = (inventory.versions as Version[]).filter((v) => v.name === 'current' || built.includes(v.name));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? markdownFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Doc id as Docusaurus derives it: numeric prefixes stripped, front matter `id` wins. */
function docId(folder: string, file: string): string {
  const parts = path
    .relative(folder, file)
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .map((p) => p.replace(/^\d+[-_.]/, ''));
  const id = /^---\n[\s\S]*?^id:\s*(\S+)/m.exec(readFileSync(file, 'utf8'));
  if (id) parts[parts.length - 1] = id[1]!;
  return parts.join('/');
}

/** Words of prose: front matter, code blocks, JSX tags and markdown punctuation removed. */
function proseWords(text: string): number {
  const prose = text
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '')
    // Inline code first: `<`, `<=` or `Vec<T>` inside it must not be taken for the start of a JSX tag.
    .replace(/`[^`\n]*`/g, 'code')
    .replace(/<\/?[A-Za-z][^>\n]*>/g, ' ');
  return prose.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

for (const version of versions) {
  const folder = path.join(root, version.folder);

  test(`${version.label}: every inventory page exists`, () => {
    const ids = new Set(markdownFiles(folder).map((f) => docId(folder, f)));
    const missing = ['index', ...version.sections.flatMap((s) => s.pages.map((p) => p.id))].filter((id) => !ids.has(id));
    assert.deepEqual(missing, []);
  });

  test(`${version.label}: section folders carry the inventory labels`, () => {
    for (const section of version.sections) {
      const category = JSON.parse(readFileSync(path.join(folder, section.dir, '_category_.json'), 'utf8'));
      assert.equal(category.label, section.label, section.dir);
    }
  });

  test(`${version.label}: each page has a description, one title and real prose`, () => {
    const problems: string[] = [];
    for (const file of markdownFiles(folder)) {
      const text = readFileSync(file, 'utf8');
      const rel = path.relative(root, file);
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!front || !/^description:\s*\S/m.test(front[1]!)) problems.push(`${rel}: no description in front matter`);
      const body = text.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '');
      const titles = body.match(/^# \S.*$/gm) ?? [];
      if (titles.length !== 1) problems.push(`${rel}: ${titles.length} '# ' titles`);
      // The HTML minifier turns an escaped `&Name&lt;T&gt;` in running text into `&Name<T>`, which the browser then
      // parses as a tag, and hydration fails (React #418). Show such text in a code block instead.
      if (/`[^`\n]*&[A-Za-z_]+<[^`\n]*`/.test(body)) problems.push(`${rel}: inline code with \`&Name<…\` (use a code block)`);
      const words = proseWords(text);
      if (words < 300) problems.push(`${rel}: only ${words} words of prose (at least 300)`);
    }
    assert.deepEqual(problems, []);
  });
}

test('the current docs home: the "Where to start" steps follow the sidebar, and the running example comes before the CRUD pages', () => {
  const home = readFileSync(path.join(root, 'docs/index.md'), 'utf8');
  const section = /## Where to start\n([\s\S]*?)\n## /.exec(home)?.[1];
  assert.ok(section, 'docs/index.md has no "## Where to start" section');
  const steps = section.split(/\n\d+\. /).slice(1);
  assert.ok(steps.length >= 5, `${steps.length} steps`);
  // Sidebar order is the order of the numbered folders and files: `05-basic-crud/01-basic-schema.md` → [5, 1].
  const place = (link: string) => (/\.\/(\d+)-[^/]+\/(\d+)-/.exec(link) ?? []).slice(1).map(Number);
  const firsts = steps.map((step) => place(/\]\((\.\/[^)]+\.md)/.exec(step)?.[1] ?? ''));
  for (let i = 1; i < firsts.length; i++) {
    const [a, b] = [firsts[i - 1]!, firsts[i]!];
    assert.ok(a[0]! < b[0]! || (a[0] === b[0] && a[1]! <= b[1]!), `step ${i + 1} (${b.join('/')}) comes before step ${i} (${a.join('/')}) in the sidebar`);
  }
  const schemaStep = steps.findIndex((step) => step.includes('./05-basic-crud/01-basic-schema.md'));
  const crudStep = steps.findIndex((step) => /\.\/05-basic-crud\/0[2-9]-/.test(step));
  assert.ok(schemaStep >= 0 && schemaStep < crudStep, 'the home must send readers to Basic Schema before the CRUD pages');
});
