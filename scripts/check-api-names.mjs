#!/usr/bin/env node
// Checks that the SeaORM names the docs use exist in the SeaORM version each page documents.
// Reads every rust, toml and bash block of every docs version that has a folder (docs/ for the current line,
// versioned_docs/version-<v>/ for the others) and looks each SeaORM name up in src/data/api-names/<v>.json
// (written by scripts/generate-api-names.mjs). A name fails when this version lacks it but another version has it
// (e.g. `find_with_linked` on a 0.11 page): a name no version has is the page's own or another crate's.
// Usage: npx tsx scripts/check-api-names.mjs [version …]   (default: every version with data and a docs folder)
// Prints `file:line: <kind> 'name' is not in SeaORM <v> (exists in …)` per failure, a summary per version; exits 1 on any.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {extractBlocks} from './check-snippets.mjs';
import {OUT_DIR, VERSIONS, closeOf, docsDir, lexRust} from './generate-api-names.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWLIST = path.join(ROOT, 'scripts', 'api-check-allowlist.json');

// Keywords and primitive types: never API names.
const KEYWORDS = new Set(
  ('as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod move mut ' +
    'pub ref return self Self static struct super trait true type union unsafe use where while yield try macro_rules ' +
    'bool char str u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64 _').split(' '),
);

// Crates whose paths hold no SeaORM names: after one of these segments the rest of a path is skipped, and names
// imported from them (`use sea_query::{Expr, Func}`) count as defined by the page. sea_query is the exception for
// names SeaORM re-exports (ExprTrait at 2.0): those stay checked, sea-query's own history being the same.
const FOREIGN_CRATES = new Set(
  ('std core alloc sea_query sqlx sqlx_core tokio async_std futures futures_util async_trait async_stream serde ' +
    'serde_json chrono time uuid rust_decimal bigdecimal ipnetwork mac_address pgvector strum sea_schema tracing ' +
    'tracing_subscriber log env_logger anyhow thiserror dotenvy dotenv actix_web actix_rt axum rocket poem salvo tonic ' +
    'async_graphql seaography arrow rusqlite clap once_cell lazy_static regex rand reqwest hyper tower http insta ' +
    'pretty_assertions loco_rs inventory ouroboros').split(' '),
);
const SEAORM_CRATES = {'sea-orm': '', 'sea-orm-migration': 'sea-orm-migration/', 'sea-orm-cli': 'sea-orm-cli/'};

/** The data of every version that has a data file: {version, tag, sets: {name, attribute, feature, cli}}. */
export function loadApiData(dir = OUT_DIR) {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  return files.map((file) => {
    const d = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    return {
      version: d.version,
      tag: d.tag,
      sets: {
        name: new Set([...d.items, ...d.functions, ...d.macros]),
        attribute: new Set(d.attributes),
        feature: new Set(d.features),
        cli: new Set(d.cli),
      },
    };
  });
}

/**
 * Allowlisted names per kind for one version and page (entries without `versions`/`pages` apply to all). Kind `type` names another
 * crate's type: neither it, nor the path segments after it, nor the methods chained on a call rooted at it are checked.
 */
export function loadAllowlist(version, file = ALLOWLIST, page = null) {
  const allowed = {name: new Set(), type: new Set(), attribute: new Set(), feature: new Set(), cli: new Set()};
  for (const entry of JSON.parse(readFileSync(file, 'utf8')).entries) {
    if (entry.versions && !entry.versions.includes(version)) continue;
    // `pages`: only on pages whose path ends with one of these (e.g. the Diesel comparison's Diesel code).
    if (entry.pages && !(page && entry.pages.some((suffix) => page.endsWith(suffix)))) continue;
    for (const name of entry.names) allowed[entry.kind ?? 'name'].add(name);
  }
  return allowed;
}

// ---------------------------------------------------------------------------------------------------------------
// Names used in rust code.

/** Leaf paths of a `use` tree from tokens[k] (after `use`): [{path: [tokens], alias}], and the index of its `;`. */
function useTree(tokens, k) {
  const leaves = [];
  const prefix = [];
  const depths = [];
  let current = [];
  let alias = null;
  const leaf = () => { if (current.length) leaves.push({path: [...prefix, ...current], alias}); current = []; alias = null; };
  for (; k < tokens.length && tokens[k].v !== ';'; k++) {
    const x = tokens[k];
    if (x.v === '{') { depths.push(prefix.length); prefix.push(...current); current = []; }
    else if (x.v === '}') { leaf(); prefix.length = depths.pop() ?? 0; }
    else if (x.v === ',') leaf();
    else if (x.v === 'as' && tokens[k + 1]?.t === 'id') { alias = tokens[k + 1].v; k++; }
    else if (x.t === 'id' || x.v === '*') current.push(x);
  }
  leaf();
  return {leaves, end: k};
}

/** Names a page defines itself: items, variants, fields, params, bindings, aliases and names imported from other crates. */
export function pageDefinitions(tokensList, known = () => false) {
  const defined = new Set();
  for (const tokens of tokensList) {
    for (let k = 0; k < tokens.length; k++) {
      const x = tokens[k];
      const next = tokens[k + 1];
      if (x.t !== 'id') {
        if (x.v === '|' && (k === 0 || /^[(,=;{]$|^move$/.test(tokens[k - 1].v))) {
          // Closure parameters: |a, (b, c)| … (a `|` after a pattern is an or-pattern, not a closure).
          for (let j = k + 1; j < tokens.length && tokens[j].v !== '|' && j < k + 20; j++) {
            if (tokens[j].t === 'id' && /^[a-z_]/.test(tokens[j].v) && tokens[j + 1]?.v !== '::') defined.add(tokens[j].v);
          }
        }
        continue;
      }
      if (/^(fn|struct|enum|trait|type|const|static|mod|union|macro_rules)$/.test(x.v)) {
        const name = next?.v === '!' ? tokens[k + 2] : next;
        if (name?.t === 'id') defined.add(name.v);
        if (x.v === 'enum' && name) {
          // Variants: the first identifier of each entry of the enum body.
          let open = k;
          while (open < tokens.length && tokens[open].v !== '{' && tokens[open].v !== ';') open++;
          if (tokens[open]?.v !== '{') continue;
          const close = closeOf(tokens, open);
          let expect = true;
          for (let j = open + 1; j < close; j++) {
            const y = tokens[j];
            if (y.v === '#' && tokens[j + 1]?.v === '[') { j = closeOf(tokens, j + 1); continue; }
            if (expect && y.t === 'id') { defined.add(y.v); expect = false; continue; }
            if (/^[({[]$/.test(y.v)) { j = closeOf(tokens, j); continue; }
            if (y.v === ',') expect = true;
          }
        }
      } else if (x.v === 'let' || x.v === 'for') {
        // Pattern bindings up to `=`, `:` or `in`: lowercase identifiers are bindings, capitalised ones are paths.
        for (let j = k + 1; j < tokens.length && !/^(=|:|;)$/.test(tokens[j].v) && tokens[j].v !== 'in'; j++) {
          if (tokens[j].t === 'id' && /^[a-z_]/.test(tokens[j].v) && tokens[j + 1]?.v !== '::' && tokens[j - 1]?.v !== '::') defined.add(tokens[j].v);
        }
      } else if (next?.v === ':' && tokens[k - 1]?.v !== '::') {
        defined.add(x.v); // a field, a parameter, a struct-literal field, a named argument
      } else if (next?.v === '@') {
        defined.add(x.v); // a match binding `x @ ..`
      } else if (x.v === 'use') {
        const {leaves} = useTree(tokens, k + 1);
        for (const {path: segs, alias} of leaves) {
          if (alias) defined.add(alias);
          const leaf = segs[segs.length - 1].v;
          const from = segs.slice(0, -1).filter((s) => FOREIGN_CRATES.has(s.v)).map((s) => s.v);
          // sea-query names SeaORM re-exports (ExprTrait at 2.0) stay checked: sea-query's own history matches.
          if (from.length && !(from.every((c) => c === 'sea_query') && known(leaf))) defined.add(leaf);
        }
      }
    }
  }
  return defined;
}

const SEAORM_CRATE_NAMES = new Set(['sea_orm', 'sea_orm_migration', 'sea_orm_cli', 'sea_orm_macros']);

/** SeaORM methods that return the underlying SeaQuery statement (QueryTrait): the methods chained after are SeaQuery's. */
const STATEMENT_ACCESSORS = new Set(['query', 'into_query']);

/**
 * Every SeaORM name a rust block uses: [{kind: 'name'|'attribute', name, line}] (lines relative to the block).
 * ctx.foreign(name) says whether a path segment is another crate's type (then the rest of the path and the method chain
 * called on it are skipped: in `Table::create().col(..)` or `Expr::col(..).mul(..)` the methods are sea-query's);
 * ctx.known(name) whether any SeaORM version has the name.
 */
export function rustNames(tokens, ctx = {}) {
  const used = [];
  const skipped = new Set(); // token indices of methods chained on another crate's value
  const use = (kind, tok) => { if (!KEYWORDS.has(tok.v) && !SEAORM_CRATE_NAMES.has(tok.v)) used.push({kind, name: tok.v, line: tok.line}); };
  /** Marks the methods of the chain that continues after the call whose `(` is at `open`. */
  const skipChain = (open) => {
    let k = closeOf(tokens, open) + 1;
    for (;;) {
      while (tokens[k]?.v === '?') k++;
      if (tokens[k]?.v !== '.' || tokens[k + 1]?.t !== 'id') return;
      skipped.add(k + 1);
      k += 2;
      if (tokens[k]?.v === '::' && tokens[k + 1]?.v === '<') k = closeAngle(tokens, k + 1) + 1;
      if (tokens[k]?.v !== '(') continue; // `.await` or a field
      k = closeOf(tokens, k) + 1;
    }
  };
  for (let k = 0; k < tokens.length; k++) {
    const x = tokens[k];
    if (x.v === '#' && (tokens[k + 1]?.v === '[' || (tokens[k + 1]?.v === '!' && tokens[k + 2]?.v === '['))) {
      const open = tokens[k + 1].v === '[' ? k + 1 : k + 2;
      const close = closeOf(tokens, open);
      attributeNames(tokens.slice(open + 1, close), use);
      k = close;
      continue;
    }
    if (x.t !== 'id') continue;
    if (x.v === 'use') {
      const {leaves, end} = useTree(tokens, k + 1);
      for (const {path: segs} of leaves) pathNames(segs, use, ctx);
      k = end;
      continue;
    }
    if (tokens[k - 1]?.v === '.') {
      // A method call (`.name(` or `.name::<T>(`); a plain `.field` belongs to the page's types.
      if (!skipped.has(k) && (tokens[k + 1]?.v === '(' || tokens[k + 1]?.v === '::')) use('name', x);
      // QueryTrait::query / into_query hand out the SeaQuery statement: what is chained on it is SeaQuery's.
      if (STATEMENT_ACCESSORS.has(x.v) && tokens[k + 1]?.v === '(') skipChain(k + 1);
      continue;
    }
    if (tokens[k - 1]?.v === '::') continue; // handled with its path
    // A path a::b::c (or a single identifier), possibly with turbofish generics between segments.
    const segs = [x];
    let j = k;
    for (;;) {
      let m = j + 1;
      if (tokens[m]?.v === '::' && tokens[m + 1]?.v === '<') m = closeAngle(tokens, m + 1) + 1;
      if (tokens[m]?.v === '::' && tokens[m + 1]?.t === 'id') { segs.push(tokens[m + 1]); j = m + 1; } else break;
    }
    let after = j + 1;
    if (tokens[after]?.v === '::' && tokens[after + 1]?.v === '<') after = closeAngle(tokens, after + 1) + 1;
    // A lone lowercase name that is not called is a variable or a binding the snippet took from elsewhere (`db`).
    if (segs.length === 1 && /^[a-z_]/.test(x.v) && !/^[(!]$/.test(tokens[after]?.v ?? '')) continue;
    const isForeign = pathNames(segs, use, ctx);
    const statement = segs.length > 1 && STATEMENT_ACCESSORS.has(segs[segs.length - 1].v); // QueryTrait::query(&mut q)
    if ((isForeign || statement) && tokens[after]?.v === '(') skipChain(after);
    k = j;
  }
  return used;
}

/** The index of the `>` closing the `<` at `open` (generics nest; `->` is one token, so it is not counted). */
function closeAngle(tokens, open) {
  let depth = 0;
  for (let k = open; k < tokens.length; k++) {
    if (tokens[k].v === '<') depth++;
    else if (tokens[k].v === '>' && --depth === 0) return k;
    else if (tokens[k].v === ';' || tokens[k].v === '{') return k - 1;
  }
  return tokens.length;
}

// Generated enums whose variants are the page's own columns and relations (`cake::Column::Name`), and `Self::Name`
// (in the page's own impls, mostly `match self { Self::Name => .. }` over its Column enum).
const USER_VARIANT_ENUMS = new Set(['Column', 'Relation', 'PrimaryKey', 'Self']);

/**
 * Names in a path: every segment up to the first one that is another crate or its type (returns whether one was),
 * except a user enum's variant (`Column::Name`) and the item right after a module no SeaORM version has
 * (`cake::Model`, `m20220101_000001_create_table::Migration`): those are the user's.
 */
function pathNames(segs, use, ctx = {}) {
  const {foreign = () => false, known = () => true} = ctx;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    if (seg.v === 'sea_query') continue; // sea_orm::sea_query::ExprTrait: a re-exported name keeps SeaORM's history
    if (FOREIGN_CRATES.has(seg.v) || foreign(seg.v)) return true;
    if (i > 0 && USER_VARIANT_ENUMS.has(segs[i - 1].v)) continue;
    const prev = segs[i - 1]?.v;
    if (i > 0 && /^[a-z]/.test(prev) && !known(prev) && prev !== 'crate' && !SEAORM_CRATE_NAMES.has(prev)) continue;
    if (seg.v !== '*') use('name', seg);
  }
  return false;
}

/** Names in an attribute: derive macros, `#[sea_orm(key = ..)]` keys, `#[sea_orm::model]`-style macro paths. */
function attributeNames(body, use) {
  const head = body[0]?.v;
  if (head === 'derive' && body[1]?.v === '(') {
    // Each derived path: only its last segment, and only if no segment is another crate (serde::Serialize).
    const close = closeOf(body, 1);
    let segs = [];
    for (let j = 2; j <= close; j++) {
      if (body[j].v === ',' || j === close) {
        if (segs.length && !segs.some((seg) => FOREIGN_CRATES.has(seg.v))) use('name', segs[segs.length - 1]);
        segs = [];
      }
      else if (body[j].t === 'id') segs.push(body[j]);
    }
    return;
  }
  if (head === 'sea_orm' && body[1]?.v === '(') {
    // Keys: identifiers that open an entry of the list (after `(` or `,`), at any nesting depth.
    for (let j = 2; j < body.length; j++) {
      if (body[j].t === 'id' && /^[(,]$/.test(body[j - 1].v)) use('attribute', body[j]);
    }
    return;
  }
  if (head === 'sea_orm' && body[1]?.v === '::') {
    const segs = [];
    for (let j = 0; body[j]?.t === 'id'; j += 2) { segs.push(body[j]); if (body[j + 1]?.v !== '::') break; }
    pathNames(segs.slice(1), use);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Names used in toml and bash.

const DEP_LINE = /^\s*"?(sea-orm|sea-orm-migration|sea-orm-cli)"?\s*=\s*\{/;
const DEP_TABLE = /^\s*\[(?:[\w.-]+\.)?(?:dependencies|dev-dependencies|build-dependencies)\.(sea-orm|sea-orm-migration|sea-orm-cli)\]/;

/** Features a toml block enables on the SeaORM crates: [{kind: 'feature', name: 'sea-orm-cli/codegen', line}]. */
export function tomlFeatures(code) {
  const lines = code.split('\n');
  const used = [];
  const features = (from, to, prefix) => {
    // The `features = [ … ]` array between lines from..to (inclusive), possibly over several lines.
    let inArray = false;
    for (let n = from; n <= to && n < lines.length; n++) {
      let text = lines[n].replace(/#.*$/, '');
      if (!inArray) {
        const at = text.search(/\bfeatures\s*=\s*\[/);
        if (at < 0) continue;
        text = text.slice(text.indexOf('[', at) + 1);
        inArray = true;
      }
      const end = text.indexOf(']');
      for (const m of (end >= 0 ? text.slice(0, end) : text).matchAll(/"([^"]+)"/g)) used.push({kind: 'feature', name: prefix + m[1], line: n});
      if (end >= 0) inArray = false;
    }
  };
  for (let n = 0; n < lines.length; n++) {
    const inline = DEP_LINE.exec(lines[n]);
    if (inline) {
      // The inline table may span lines: it ends at the line where its braces balance.
      let depth = 0, m = n;
      for (; m < lines.length; m++) {
        depth += (lines[m].match(/\{/g) ?? []).length - (lines[m].match(/\}/g) ?? []).length;
        if (depth <= 0) break;
      }
      features(n, m, SEAORM_CRATES[inline[1]]);
      continue;
    }
    const table = DEP_TABLE.exec(lines[n]);
    if (table) {
      let m = n + 1;
      while (m < lines.length && !/^\s*\[[^\]"]/.test(lines[m])) m++;
      features(n + 1, m - 1, SEAORM_CRATES[table[1]]);
    }
    // A feature of the user's crate forwarding to ours: `mysql = ["sea-orm/sqlx-mysql"]`.
    for (const m of lines[n].matchAll(/"(sea-orm|sea-orm-migration|sea-orm-cli)\??\/([\w-]+)"/g)) {
      used.push({kind: 'feature', name: SEAORM_CRATES[m[1]] + m[2], line: n});
    }
  }
  return used;
}

/** CLI subcommands/flags and `cargo add|install --features` of a bash block: [{kind, name, line}]. */
export function bashNames(code) {
  const used = [];
  const lines = code.split('\n');
  for (let n = 0; n < lines.length; n++) {
    // A logical line: join `\` continuations, remembering where each word came from.
    const words = [];
    let m = n;
    for (;; m++) {
      const text = (lines[m] ?? '').replace(/(^|\s)#.*$/, '');
      const cont = /\\\s*$/.test(text);
      for (const w of text.replace(/\\\s*$/, '').split(/\s+/).filter(Boolean)) words.push({w: w.replace(/^["']|["']$/g, ''), line: m});
      if (!cont || m >= lines.length - 1) break;
    }
    n = m;
    // Commands: split at && || ; | and drop a `$ ` prompt.
    let cmd = [];
    const commands = [cmd];
    for (const word of words) {
      if (/^(&&|\|\||;|\|)$/.test(word.w)) commands.push((cmd = []));
      else cmd.push(word);
    }
    for (const c of commands) {
      while (c[0] && (c[0].w === '$' || /^\w+=/.test(c[0].w))) c.shift(); // a prompt, `DATABASE_URL=.. sea-orm-cli ..`
      const bin = c[0]?.w.split('/').pop();
      if (bin === 'sea-orm-cli' || (bin === 'sea' && /^(generate|migrate)$/.test(c[1]?.w ?? ''))) {
        let subcommands = true;
        for (const {w, line} of c.slice(1)) {
          if (w.startsWith('-')) subcommands = false;
          if (w.startsWith('--') && w.length > 2) used.push({kind: 'cli', name: w.split('=')[0], line});
          else if (subcommands && /^[a-z][\w-]*$/.test(w)) used.push({kind: 'cli', name: w, line});
        }
      }
      if (bin === 'cargo' && /^(add|install)$/.test(c[1]?.w ?? '')) {
        const crate = c.slice(2).find(({w}) => !w.startsWith('-'))?.w.split('@')[0];
        if (!(crate in SEAORM_CRATES)) continue;
        c.forEach(({w, line}, i) => {
          const list = /^(--features|-F)$/.test(w) ? c[i + 1]?.w : /^--features=/.test(w) ? w.slice(11) : null;
          for (const f of (list ?? '').split(/[,\s]+/).filter(Boolean)) used.push({kind: 'feature', name: SEAORM_CRATES[crate] + f, line});
        });
      }
    }
  }
  return used;
}

// ---------------------------------------------------------------------------------------------------------------

/** Orders version labels like 0.9.x < 0.10.x < 1.0.x. */
export const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map((p) => (p === 'x' ? 0 : Number(p))));
  return x[0] - y[0] || x[1] - y[1];
};

/**
 * Checks one markdown page against one version. `data` is loadApiData()'s result; `allowed` loadAllowlist(version)'s.
 * Returns {blocks, checked, failures: [{line, kind, name, others}]} with lines in the markdown file.
 */
export function checkMarkdown(text, version, data, allowed = loadAllowlist(version), page = null) {
  const dataOf = (v) => {
    const found = data.find((d) => d.version === v);
    if (!found) throw new Error(`no API data for SeaORM ${v}`);
    return found;
  };
  dataOf(version);
  // A block may say which line its code is for (`version=0.11.x` in the fence line): the "before" code of an
  // upgrade guide is checked against the older line, the "after" code against the newer one.
  const versionOf = (block) => /(?:^|\s)version=(\S+)/.exec(block.meta ?? '')?.[1] ?? version;
  const blocks = extractBlocks(text).filter((b) => /^(rust|rs|toml|bash|sh|shell)$/.test(b.lang));
  const lexed = blocks.map((b) => (b.lang === 'rust' || b.lang === 'rs' ? lexRust(b.code) : null));
  const known = (name) => data.some((d) => d.sets.name.has(name));
  const defined = pageDefinitions(lexed.filter(Boolean), known);
  // Another crate's type is one the allowlist names (an unknown capitalised root like `Cake::find()` stays checked).
  const foreign = (name) => allowed.type.has(name);
  const failures = [];
  const seen = new Set();
  let checked = 0;
  blocks.forEach((block, n) => {
    const blockVersion = versionOf(block);
    const own = dataOf(blockVersion);
    const allowedHere = blockVersion === version ? allowed : loadAllowlist(blockVersion, ALLOWLIST, page);
    const used = lexed[n]
      ? rustNames(lexed[n], {foreign, known}).map((u) => ({...u, line: u.line - 1}))
      : block.lang === 'toml'
        ? tomlFeatures(block.code)
        : bashNames(block.code);
    for (const {kind, name, line} of used) {
      if (kind === 'name' && defined.has(name)) continue;
      checked++;
      if (own.sets[kind].has(name) || allowedHere[kind].has(name)) continue;
      const others = data.filter((d) => d.sets[kind].has(name)).map((d) => d.version).sort(byVersion);
      const where = block.line + line;
      if (others.length === 0 || seen.has(`${where}:${kind}:${name}`)) continue;
      seen.add(`${where}:${kind}:${name}`);
      failures.push({line: where, kind, name, others, version: blockVersion});
    }
  });
  return {blocks: blocks.length, checked, failures};
}

function markdownFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(name) ? [full] : [];
    });
}

function main() {
  const data = loadApiData();
  if (data.length === 0) {
    console.error(`check-api-names: no API data in ${path.relative(ROOT, OUT_DIR)}; run npx tsx scripts/generate-api-names.mjs`);
    process.exit(2);
  }
  // A docs folder without data (a newly cut version) fails: add the line to docsVersions.ts and regenerate.
  const known = new Set(VERSIONS.map((v) => v.version));
  const cut = existsSync(path.join(ROOT, 'versioned_docs')) ? readdirSync(path.join(ROOT, 'versioned_docs')) : [];
  let total = 0;
  for (const folder of cut.filter((f) => f.startsWith('version-') && !known.has(f.slice(8)))) {
    console.error(`versioned_docs/${folder}: no API data; add the line to src/data/docsVersions.ts and run scripts/generate-api-names.mjs`);
    total++;
  }
  const wanted = process.argv.slice(2);
  const versions = VERSIONS.map((v) => v.version).filter((v) => (wanted.length ? wanted.includes(v) : true));
  const summary = [];
  for (const version of versions) {
    const dir = path.join(ROOT, docsDir(version));
    if (!existsSync(dir)) continue;
    if (!data.some((d) => d.version === version)) {
      console.error(`${docsDir(version)}: no API data for SeaORM ${version}; run npx tsx scripts/generate-api-names.mjs`);
      total++;
      continue;
    }
    const counts = {files: 0, blocks: 0, checked: 0, failures: 0};
    for (const file of markdownFiles(dir)) {
      const allowed = loadAllowlist(version, ALLOWLIST, file);
      const result = checkMarkdown(readFileSync(file, 'utf8'), version, data, allowed, file);
      counts.files++;
      counts.blocks += result.blocks;
      counts.checked += result.checked;
      counts.failures += result.failures.length;
      for (const {line, kind, name, others, version: blockVersion} of result.failures) {
        const label = {name: 'name', attribute: 'sea_orm attribute', feature: 'feature', cli: 'CLI argument'}[kind];
        console.error(`${path.relative(ROOT, file)}:${line}: ${label} '${name}' is not in SeaORM ${blockVersion} (exists in ${others.join(', ')})`);
      }
    }
    total += counts.failures;
    summary.push(`${version} (${docsDir(version)}): ${counts.files} files, ${counts.blocks} blocks, ${counts.checked} names checked, ${counts.failures} failed`);
  }
  if (summary.length === 0) console.log('api names: no docs folder to check');
  for (const line of summary) console.log(`api names ${line}`);
  process.exit(total ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
