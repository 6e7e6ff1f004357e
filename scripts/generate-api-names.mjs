#!/usr/bin/env node
// Writes src/data/api-names/<version>.json: the public names of sea-orm, sea-orm-macros, sea-orm-migration and
// sea-orm-cli at the last tag of each docs version, read from a bare clone of SeaQL/sea-orm (names only, sorted).
// Usage: npx tsx scripts/generate-api-names.mjs [--repo PATH]   (default: ../.mirror/SeaQL+sea-orm/repo from the project root)
//
// How names are found (a scan over tokens, not a Rust parser, so it is an approximation):
// - items: `pub struct|enum|trait|type|union|const|static|mod` names, the variants of `pub enum`s, the associated
//   `type`/`const` names of `pub trait`s, and the names re-exported by `pub use` (e.g. sea-query's `ExprTrait` at 2.0);
// - functions: `pub fn` / `pub async fn` / `pub const fn` anywhere, every `fn` declared in a `pub trait` body (that
//   covers the methods of sea-orm's own traits; methods of foreign traits that sea-orm implements are left out), and the
//   fns that local `macro_rules!` declare as `fn $name` (`bind_oper!(eq, Equal)` gives `eq`);
// - macros: `#[proc_macro_derive(Name)]`, `#[proc_macro_attribute]` / `#[proc_macro]` fns, `#[macro_export] macro_rules!`;
//   items and `pub fn`s spelled literally inside the derive macros' `quote!` output are added to items/functions;
// - attributes: keys the macro parsers compare (`is_ident("k")`, `name == "k"`, `meta.exists("k")`, `get_as_kv("k")`,
//   `get_list_args("k")`) and the fields of bae's `#[derive(FromAttributes)] struct SeaOrm`;
// - features: `[features]` keys and implicit optional-dependency features of sea-orm's Cargo.toml, and of
//   sea-orm-migration's and sea-orm-cli's as `sea-orm-migration/NAME`, `sea-orm-cli/NAME`;
// - cli: subcommands and `--long` flags of sea-orm-cli and the migration binary (clap builder API before 0.9:
//   `SubCommand::with_name` / `.long(..)`; clap derive from 0.9: `Subcommand` enum variants in kebab case, `long` args).
// Left out: src/tests_cfg (the test entities) and `#[cfg(test)] mod`s. Not caught: items public only through glob
// re-exports of other crates (`pub use sea_query::*`: sea-query's names are not SeaORM's), names built at expansion time
// (`format_ident!`, `#ident` in quote!), public struct fields, and the migrate subcommands 0.6/0.7 took from sea-schema.
// Over-included: `pub` items of private modules, every cfg branch (feature-gated names count as present), and the
// sea-orm-cli library's own Rust items (Cli, Commands, run_generate_command…).
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseToml} from 'smol-toml';
import {docsVersions} from '../src/data/docsVersions.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'src', 'data', 'api-names');

/** Each docs version (newest first; the first one is the current docs in docs/) and the tag its names come from:
 * the line's last release, from src/data/docsVersions.ts. */
export const VERSIONS = docsVersions.map(({label, lastRelease}) => ({version: label, tag: lastRelease}));

/** The docs folder of a version: the newest lives in docs/, the others in Docusaurus' versioned_docs/. */
export function docsDir(version) {
  return version === VERSIONS[0].version ? 'docs' : path.join('versioned_docs', `version-${version}`);
}

// ---------------------------------------------------------------------------------------------------------------
// A small Rust lexer, shared with scripts/check-api-names.mjs: identifiers, punctuation, literals, with 1-based lines.

const PUNCT2 = new Set(['::', '=>', '->', '==', '!=', '<=', '>=', '&&', '||', '..', '+=', '-=']);

/** Tokens of Rust source: {t: 'id'|'str'|'num'|'life'|'p', v, line}. Comments are dropped. */
export function lexRust(src) {
  const tokens = [];
  let line = 1;
  let i = 0;
  const n = src.length;
  const count = (from, to) => {
    for (let k = from; k < to; k++) if (src.charCodeAt(k) === 10) line++;
  };
  while (i < n) {
    const c = src[i];
    if (c === '\n') { line++; i++; continue; }
    if (c === ' ' || c === '\t' || c === '\r') { i++; continue; }
    if (c === '/' && src[i + 1] === '/') { while (i < n && src[i] !== '\n') i++; continue; }
    if (c === '/' && src[i + 1] === '*') {
      // Block comments nest in Rust.
      let depth = 1, j = i + 2;
      while (j < n && depth) {
        if (src[j] === '/' && src[j + 1] === '*') { depth++; j += 2; }
        else if (src[j] === '*' && src[j + 1] === '/') { depth--; j += 2; }
        else j++;
      }
      count(i, j); i = j; continue;
    }
    const raw = /^(?:b|c)?r(#*)"/.exec(src.slice(i, i + 40));
    if (raw) {
      const end = src.indexOf('"' + raw[1], i + raw[0].length);
      const j = end < 0 ? n : end + 1 + raw[1].length;
      tokens.push({t: 'str', v: src.slice(i + raw[0].length, end < 0 ? n : end), line});
      count(i, j); i = j; continue;
    }
    if (c === '"' || ((c === 'b' || c === 'c') && src[i + 1] === '"')) {
      let j = c === '"' ? i + 1 : i + 2;
      const start = j;
      while (j < n && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      tokens.push({t: 'str', v: src.slice(start, j), line});
      count(i, j + 1); i = j + 1; continue;
    }
    if (c === "'") {
      // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a).
      const ch = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'/u.exec(src.slice(i, i + 12));
      if (ch) { tokens.push({t: 'str', v: ch[0], line}); i += ch[0].length; continue; }
      const life = /^'[A-Za-z_]\w*/.exec(src.slice(i, i + 64));
      if (life) { tokens.push({t: 'life', v: life[0], line}); i += life[0].length; continue; }
      tokens.push({t: 'p', v: c, line}); i++; continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /\w/.test(src[j])) j++;
      let v = src.slice(i, j);
      if (v === 'r' && src[j] === '#' && /[A-Za-z_]/.test(src[j + 1] ?? '')) {
        // Raw identifier r#type.
        let k = j + 1;
        while (k < n && /\w/.test(src[k])) k++;
        v = src.slice(j + 1, k); j = k;
      }
      tokens.push({t: 'id', v, line}); i = j; continue;
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w.]/.test(src[j]) && !(src[j] === '.' && (src[j + 1] === '.' || /[A-Za-z_]/.test(src[j + 1] ?? '')))) j++;
      tokens.push({t: 'num', v: src.slice(i, j), line}); i = j; continue;
    }
    const two = src.slice(i, i + 2);
    if (PUNCT2.has(two)) { tokens.push({t: 'p', v: two, line}); i += 2; continue; }
    tokens.push({t: 'p', v: c, line}); i++;
  }
  return tokens;
}

/** Index of the token that closes the group opened at `open` ((, [ or {), or tokens.length. */
export function closeOf(tokens, open) {
  const pairs = {'(': ')', '[': ']', '{': '}'};
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    const v = tokens[k].t === 'p' ? tokens[k].v : '';
    if (v in pairs) depth++;
    else if (v === ')' || v === ']' || v === '}') { depth--; if (depth === 0) return k; }
  }
  return tokens.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Extraction from one crate's source files.

const ITEM_KEYWORDS = new Set(['struct', 'enum', 'trait', 'type', 'union', 'const', 'static', 'mod']);
const QUALIFIERS = new Set(['async', 'const', 'unsafe', 'extern', 'default']);

/** Leaf names of a `use` tree starting at tokens[k] (after `use`): aliases win, `self`/`*`/`super`/`crate` are skipped. */
function useLeaves(tokens, k, add) {
  let last = null;
  for (; k < tokens.length; k++) {
    const {t, v} = tokens[k];
    if (t === 'p' && v === ';') break;
    if (t === 'id' && v === 'as') { last = null; if (tokens[k + 1]?.t === 'id' && tokens[k + 1].v !== '_') add(tokens[k + 1].v); k++; continue; }
    if (t === 'id') { last = v; continue; }
    if (t === 'p' && (v === ',' || v === '}') && last) { if (!['self', 'super', 'crate'].includes(last)) add(last); last = null; }
    if (t === 'p' && (v === '::' || v === '{')) last = null;
  }
  if (last && !['self', 'super', 'crate'].includes(last)) add(last);
  return k;
}

/** Adds the public items and functions of a token stream to `out` (see the header comment for what counts). */
function scanItems(tokens, out) {
  // One context per open bracket: what kind of body it is (pub trait, pub enum, other) and where its header began.
  const stack = [];
  let headerStart = 0;
  const top = () => stack[stack.length - 1];
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k];
    if (tok.t === 'p') {
      if (tok.v === '{') {
        // The header (tokens since the last `;`, `{` or `}`) says what this body is.
        const header = tokens.slice(headerStart, k).filter((x) => x.t === 'id').map((x) => x.v);
        const isPub = header[0] === 'pub' && tokens[headerStart + 1]?.v !== '(';
        let kind = 'other';
        if (isPub && header.includes('trait') && !header.includes('impl')) kind = 'trait';
        else if (isPub && header[1] === 'enum') kind = 'enum';
        stack.push(kind);
        headerStart = k + 1;
        continue;
      }
      if (tok.v === '(' || tok.v === '[') { stack.push('group'); continue; } // a header goes on across (…) and […]
      if (tok.v === ')' || tok.v === ']') { stack.pop(); continue; }
      if (tok.v === '}') { stack.pop(); headerStart = k + 1; continue; }
      if (tok.v === ';') { headerStart = k + 1; continue; }
      if (tok.v === '#' && tokens[k + 1]?.v === '[') {
        // Attributes before an item or a variant are not part of its header.
        const close = closeOf(tokens, k + 1);
        if (headerStart === k) headerStart = close + 1;
        k = close;
        continue;
      }
      if (tok.v === ',' && top() === 'enum') headerStart = k + 1;
    }
    if (tok.t !== 'id') continue;
    const ctx = top();
    // A variant: the first identifier of each entry in a pub enum body.
    if (ctx === 'enum' && headerStart === k) { out.items.add(tok.v); continue; }
    if (ctx === 'trait') {
      if (tok.v === 'fn' && tokens[k + 1]?.t === 'id') out.functions.add(tokens[k + 1].v);
      if ((tok.v === 'type' || tok.v === 'const') && tokens[k + 1]?.t === 'id' && tokens[k + 2]?.v !== '(') out.items.add(tokens[k + 1].v);
    }
    if (tok.v === 'macro_rules' && tokens[k + 1]?.v === '!' && tokens[k + 2]?.t === 'id') {
      // Exported only with #[macro_export] among its own attributes (back to the end of the previous item).
      let j = k - 1;
      while (j >= 0 && tokens[j].v !== ';' && tokens[j].v !== '}') j--;
      if (tokens.slice(j + 1, k).some((x) => x.v === 'macro_export')) out.macros.add(tokens[k + 2].v);
      continue;
    }
    if (tok.v !== 'pub' || tokens[k - 1]?.v === '#') continue;
    if (tokens[k + 1]?.v === '(') continue; // pub(crate), pub(super), pub(in …): not public API
    // Skip qualifiers (`async`, `unsafe`, `extern "C"`, and `const` when it qualifies a fn rather than naming a const).
    let j = k + 1;
    while (QUALIFIERS.has(tokens[j]?.v) || tokens[j]?.t === 'str') {
      if (tokens[j].v === 'const' && tokens[j + 1]?.v !== 'fn' && !QUALIFIERS.has(tokens[j + 1]?.v)) break;
      j++;
    }
    const kw = tokens[j]?.v;
    const name = tokens[j + 1];
    if (kw === 'fn' && name?.t === 'id') out.functions.add(name.v);
    else if (kw === 'use') useLeaves(tokens, j + 1, (v) => out.items.add(v));
    else if (ITEM_KEYWORDS.has(kw)) {
      const named = kw === 'static' && name?.v === 'mut' ? tokens[j + 2] : name;
      if (named?.t === 'id') out.items.add(named.v);
    }
  }
}

/** The tokens without `#[cfg(test)] mod … { … }` bodies: unit tests declare `pub fn`s that are no API. */
function withoutTestModules(tokens) {
  const kept = [];
  for (let k = 0; k < tokens.length; k++) {
    const v = (d) => tokens[k + d]?.v;
    if (v(0) === '#' && v(1) === '[' && v(2) === 'cfg' && v(3) === '(' && v(4) === 'test' && v(5) === ')' && v(6) === ']') {
      let j = k + 7;
      while (tokens[j]?.v === '#' && tokens[j + 1]?.v === '[') j = closeOf(tokens, j + 1) + 1;
      if (tokens[j]?.v === 'mod' && tokens[j + 2]?.v === '{') { k = closeOf(tokens, j + 2); continue; }
    }
    kept.push(tokens[k]);
  }
  return kept;
}

/** `macro_rules!` that declare `fn $name`: for each macro name, which `ident` fragment (0-based) becomes a fn name. */
function fnMacros(tokens, defs) {
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].v !== 'macro_rules' || tokens[k + 1]?.v !== '!' || tokens[k + 2]?.t !== 'id') continue;
    const open = k + 3;
    const close = closeOf(tokens, open);
    // The first arm: (pattern) => {body}.
    const patEnd = closeOf(tokens, open + 1);
    const idents = [];
    for (let j = open + 1; j < patEnd; j++) {
      if (tokens[j].v === '$' && tokens[j + 2]?.v === ':' && tokens[j + 3]?.v === 'ident') idents.push(tokens[j + 1].v);
    }
    for (let j = patEnd; j < close; j++) {
      if (tokens[j].v === 'fn' && tokens[j + 1]?.v === '$' && idents.includes(tokens[j + 2]?.v)) {
        const list = defs.get(tokens[k + 2].v) ?? new Set();
        list.add(idents.indexOf(tokens[j + 2].v));
        defs.set(tokens[k + 2].v, list);
      }
    }
    k = close;
  }
}

/** The fn names that invocations like `bind_oper!(pub eq, Equal)` produce: the n-th identifier argument. */
function fnMacroCalls(tokens, defs, out) {
  for (let k = 0; k < tokens.length; k++) {
    const positions = tokens[k].t === 'id' && tokens[k + 1]?.v === '!' && tokens[k - 1]?.v !== 'macro_rules' && defs.get(tokens[k].v);
    if (!positions || !/^[({[]$/.test(tokens[k + 2]?.v ?? '')) continue;
    const close = closeOf(tokens, k + 2);
    const args = [];
    for (let j = k + 3; j < close; j++) {
      const x = tokens[j];
      if (x.v === 'trait' || x.v === '$') break; // what follows is a bound or a forwarded metavariable
      if (x.v === 'pub' && tokens[j + 1]?.v === '(') { j = closeOf(tokens, j + 1); continue; }
      if (x.t === 'id' && x.v !== 'pub') args.push(x.v);
    }
    for (const n of positions) if (args[n]) out.functions.add(args[n]);
  }
}

/** The token ranges inside `quote! {…}` / `quote_spanned! {… => …}` calls. */
function quoteBodies(tokens) {
  const bodies = [];
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].t !== 'id' || !/^quote(_spanned)?$/.test(tokens[k].v) || tokens[k + 1]?.v !== '!') continue;
    const open = k + 2;
    const close = closeOf(tokens, open);
    let from = open + 1;
    if (tokens[k].v === 'quote_spanned') while (from < close && tokens[from].v !== '=>') from++;
    bodies.push(tokens.slice(from + (tokens[k].v === 'quote_spanned' ? 1 : 0), close));
    k = close;
  }
  return bodies;
}

// Strings the macro parsers compare that are not `#[sea_orm(..)]` keys: other attributes and Rust type names.
const NOT_ATTRIBUTE_KEYS = new Set([
  'sea_orm', 'doc', 'derive', 'serde', 'deserialize', 'serde_json', 'seaography', 'strum', 'cfg',
  'u8', 'u16', 'u32', 'u64', 'u128', 'i8', 'i16', 'i32', 'i64', 'i128', 'f32', 'f64', 'bool', 'char', 'str', 'String',
  'Option', 'Vec',
]);

function scanMacroCrate(src, out) {
  const tokens = lexRust(src);
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].v !== '#' || tokens[k + 1]?.v !== '[') continue;
    const attr = tokens[k + 2]?.v;
    if (attr === 'proc_macro_derive' && tokens[k + 4]?.t === 'id') out.macros.add(tokens[k + 4].v);
    if (attr === 'proc_macro_attribute' || attr === 'proc_macro') {
      // The macro is named after the fn that follows its attributes.
      let j = k + 3;
      while (j < tokens.length && tokens[j].v !== 'fn') j++;
      if (tokens[j + 1]?.t === 'id') out.macros.add(tokens[j + 1].v);
    }
  }
  for (const body of quoteBodies(withoutTestModules(tokens))) scanItems(body, out);
  // Attribute keys: string arguments of the comparisons the parsers make.
  const keyPattern =
    /(?:is_ident|\.exists|get_as_kv|get_list_args)\(\s*"(\w+)"\s*\)|\b(?:name|ident|key)\s*==\s*"(\w+)"/g;
  for (const m of src.replace(/\/\/[^\n]*/g, '').matchAll(keyPattern)) {
    const key = m[1] ?? m[2];
    if (!NOT_ATTRIBUTE_KEYS.has(key) && /^[a-z]/.test(key)) out.attributes.add(key); // keys are snake_case; `ident == "Vec"` is a type test
  }
  // bae: `#[derive(.., FromAttributes)] pub struct SeaOrm { pub key: Option<..>, .. }` accepts each field as a key.
  for (const m of src.matchAll(/FromAttributes\)\]\s*(?:pub\s+)?struct\s+SeaOrm\s*\{([^}]*)\}/g)) {
    for (const f of m[1].matchAll(/(\w+)\s*:(?!:)/g)) out.attributes.add(f[1]);
  }
}

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();

/** Subcommands and --long flags of a clap CLI source (builder API or derive API). */
function scanCli(src, out) {
  for (const m of src.matchAll(/SubCommand::with_name\(\s*"([\w-]+)"/g)) out.cli.add(m[1]);
  for (const m of src.matchAll(/\.long\(\s*"([\w-]+)"\s*\)/g)) out.cli.add(`--${m[1]}`);
  const tokens = lexRust(src);
  for (let k = 0; k < tokens.length; k++) {
    // Subcommands: variants of `#[derive(Subcommand)] enum`, kebab-cased unless renamed with name = "..".
    if (tokens[k].v === 'derive' && tokens[k + 1]?.v === '(') {
      const close = closeOf(tokens, k + 1);
      if (!tokens.slice(k, close).some((x) => x.v === 'Subcommand')) continue;
      let open = close;
      while (open < tokens.length && tokens[open].v !== '{') open++;
      const end = closeOf(tokens, open);
      let rename = null;
      let expectVariant = true;
      for (let j = open + 1; j < end; j++) {
        const x = tokens[j];
        if (x.v === '#' && tokens[j + 1]?.v === '[') {
          const c = closeOf(tokens, j + 1);
          const attr = tokens.slice(j, c);
          const name = attr.findIndex((a) => a.v === 'name');
          if (name >= 0 && attr[name + 1]?.v === '=' && attr[name + 2]?.t === 'str') rename = attr[name + 2].v;
          j = c;
          continue;
        }
        if (expectVariant && x.t === 'id') { out.cli.add(rename ?? kebab(x.v)); rename = null; expectVariant = false; continue; }
        if (x.v === '{' || x.v === '(') { j = closeOf(tokens, j); continue; }
        if (x.v === ',') expectVariant = true;
      }
      continue;
    }
    // Flags: a field whose #[clap(..)] / #[arg(..)] attributes say `long` or `long = ".."`.
    if (tokens[k].v === '#' && tokens[k + 1]?.v === '[' && /^(clap|arg)$/.test(tokens[k + 2]?.v ?? '')) {
      let j = k;
      let flag = null;
      let isLong = false;
      while (tokens[j]?.v === '#' && tokens[j + 1]?.v === '[') {
        const c = closeOf(tokens, j + 1);
        for (let a = j + 3; a < c; a++) {
          if (tokens[a].v !== 'long' || !/^[(,]$/.test(tokens[a - 1].v)) continue;
          isLong = true;
          if (tokens[a + 1]?.v === '=' && tokens[a + 2]?.t === 'str') flag = tokens[a + 2].v;
        }
        for (let a = j + 3; a < c; a++) {
          if (/^(visible_)?alias$/.test(tokens[a].v) && tokens[a + 1]?.v === '=' && tokens[a + 2]?.t === 'str') out.cli.add(`--${tokens[a + 2].v}`);
        }
        j = c + 1;
      }
      if (tokens[j]?.v === 'pub') j++;
      if (isLong && tokens[j]?.t === 'id' && tokens[j + 1]?.v === ':') out.cli.add(`--${flag ?? kebab(tokens[j].v)}`);
      k = j - 1;
    }
  }
}

/** Features of a Cargo.toml: [features] keys plus optional dependencies not hidden behind `dep:`, each with `prefix`. */
function scanFeatures(text, prefix, out) {
  const toml = parseToml(text);
  const features = toml.features ?? {};
  for (const name of Object.keys(features)) out.features.add(prefix + name);
  const hidden = new Set(Object.values(features).flat().filter((f) => f.startsWith('dep:')).map((f) => f.slice(4)));
  for (const [name, spec] of Object.entries(toml.dependencies ?? {})) {
    if (typeof spec === 'object' && spec.optional && !hidden.has(name)) out.features.add(prefix + name);
  }
}

// ---------------------------------------------------------------------------------------------------------------

const CRATE_SOURCES = [
  {dir: 'src/', kind: 'lib', skip: /^src\/tests_cfg\//}, // tests_cfg holds the test entities (cake, fruit…), not API
  {dir: 'sea-orm-migration/src/', kind: 'lib'},
  {dir: 'sea-orm-cli/src/', kind: 'cli'},
  {dir: 'sea-orm-macros/src/', kind: 'macros', skip: /\/strum\//}, // the vendored strum parses #[strum(..)], not #[sea_orm(..)]
];
// Features of sea-orm are listed bare; the migration and CLI crates' features carry their crate name: `sea-orm-cli/codegen`.
const MANIFESTS = {'Cargo.toml': '', 'sea-orm-migration/Cargo.toml': 'sea-orm-migration/', 'sea-orm-cli/Cargo.toml': 'sea-orm-cli/'};

/** The names of one tag, grouped and sorted. */
export function namesAtTag(repo, tag) {
  const git = (...args) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024});
  const files = git('ls-tree', '-r', '--name-only', tag).split('\n');
  const out = {items: new Set(), functions: new Set(), macros: new Set(), attributes: new Set(), features: new Set(), cli: new Set()};
  // One `git cat-file --batch` call reads every file of the tag at once.
  const wanted = [];
  for (const file of files) {
    const source = CRATE_SOURCES.find((s) => file.startsWith(s.dir) && file.endsWith('.rs') && !s.skip?.test(file));
    if (source) wanted.push({file, kind: source.kind});
    else if (file in MANIFESTS) wanted.push({file, kind: 'manifest'});
  }
  const blobs = readBlobs(repo, wanted.map((w) => `${tag}:${w.file}`));
  const libTokens = [];
  const macroDefs = new Map();
  wanted.forEach(({file, kind}, n) => {
    const text = blobs[n];
    if (kind === 'manifest') return scanFeatures(text, MANIFESTS[file], out);
    if (kind === 'macros') return scanMacroCrate(text, out);
    const tokens = withoutTestModules(lexRust(text));
    scanItems(tokens, out);
    fnMacros(tokens, macroDefs);
    libTokens.push(tokens);
    // The CLI definitions: sea-orm-cli's cli.rs, and the migration binary's own clap parser.
    if (/clap::|use clap\b/.test(text)) scanCli(text, out);
  });
  // Macros may be defined in one file and invoked in another, so the calls are read once all definitions are known.
  for (const tokens of libTokens) fnMacroCalls(tokens, macroDefs, out);
  const sorted = (set) => [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    items: sorted(out.items),
    functions: sorted(out.functions),
    macros: sorted(out.macros),
    attributes: sorted(out.attributes),
    features: sorted(out.features),
    cli: sorted(out.cli),
  };
}

function readBlobs(repo, specs) {
  const raw = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], {input: specs.join('\n') + '\n', maxBuffer: 1024 * 1024 * 1024});
  const texts = [];
  let at = 0;
  for (const spec of specs) {
    const nl = raw.indexOf(10, at);
    const header = raw.subarray(at, nl).toString();
    if (header.endsWith('missing')) throw new Error(`git cat-file: ${spec} missing`);
    const size = Number(header.split(' ')[2]);
    texts.push(raw.subarray(nl + 1, nl + 1 + size).toString('utf8'));
    at = nl + 1 + size + 1;
  }
  return texts;
}

function main() {
  const flag = process.argv.indexOf('--repo');
  const repo = path.resolve(ROOT, flag > 0 ? process.argv[flag + 1] : '../.mirror/SeaQL+sea-orm/repo');
  if (!existsSync(repo)) {
    console.error(
      `generate-api-names: no SeaORM git repository at ${repo}\n` +
        '  Clone it first, e.g. `git clone --bare https://github.com/SeaQL/sea-orm.git ' + repo + '`,\n' +
        '  or pass another clone with --repo PATH (a bare clone is enough; it needs the release tags).',
    );
    process.exit(2);
  }
  mkdirSync(OUT_DIR, {recursive: true});
  for (const {version, tag} of VERSIONS) {
    try {
      execFileSync('git', ['-C', repo, 'rev-parse', '--verify', '--quiet', `refs/tags/${tag}`], {stdio: 'ignore'});
    } catch {
      console.error(`generate-api-names: tag ${tag} (SeaORM ${version}) is not in ${repo}; run \`git -C ${repo} fetch --tags\``);
      process.exit(2);
    }
    const names = namesAtTag(repo, tag);
    writeFileSync(path.join(OUT_DIR, `${version}.json`), JSON.stringify({version, tag, ...names}, null, 1) + '\n');
    const counts = Object.entries(names).map(([kind, list]) => `${kind} ${list.length}`).join(', ');
    console.log(`${version} (${tag}): ${counts}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
