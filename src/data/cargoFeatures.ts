// Valid sea-orm Cargo features per docs version, read from the root Cargo.toml of the last tag of each line.
// The Cargo feature picker builds its [dependencies] block from this; tests/unit/cargoFeatures.test.ts checks it.

export type Database = 'mysql' | 'postgres' | 'sqlite';
export type Runtime = 'tokio' | 'async-std' | 'actix';
export type Tls = 'none' | 'native-tls' | 'rustls';

export interface VersionFeatures {
  /** The version requirement to write in Cargo.toml, in the form the line's tutorial uses ("2.0.0", "1.1"). */
  crateVersion: string;
  /** The tag the feature list was read from. */
  tag: string;
  runtimes: Runtime[];
  /** `none` only from 1.0: before it, the bare runtime-* features were empty markers. */
  tls: Tls[];
  /** Every driver and runtime feature the crate defines at `tag`. */
  validFeatures: string[];
}

export const databaseLabels: Record<Database, string> = {mysql: 'MySQL / MariaDB', postgres: 'PostgreSQL', sqlite: 'SQLite'};
export const runtimeLabels: Record<Runtime, string> = {tokio: 'Tokio', 'async-std': 'async-std', actix: 'Actix (Tokio)'};
export const tlsLabels: Record<Tls, string> = {none: 'No TLS', 'native-tls': 'native-tls', rustls: 'rustls'};

/** The crate that starts the runtime in the docs' examples (`#[tokio::main]`, `#[async_std::main]`); Actix runs on Tokio. */
export const runtimeCrates: Record<Runtime, string> = {
  tokio: 'tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
  actix: 'tokio = { version = "1", features = ["macros", "rt-multi-thread"] }',
  'async-std': 'async-std = { version = "1", features = ["attributes"] }',
};

/** Runtimes the picker still offers (the line supports them) but advises against, with the reason it shows. */
export const discouragedRuntimes: Partial<Record<Runtime, {tag: string; note: string}>> = {
  'async-std': {
    tag: 'discontinued',
    note: 'async-std has been discontinued: it gets no more development. This SeaORM line still supports it, but pick Tokio for a new project.',
  },
};

const drivers = ['sqlx-all', 'sqlx-mysql', 'sqlx-postgres', 'sqlx-sqlite'];
const runtimeFeatures = (runtimes: Runtime[]) =>
  runtimes.flatMap((r) => [`runtime-${r}`, `runtime-${r}-native-tls`, `runtime-${r}-rustls`]);

const allRuntimes: Runtime[] = ['tokio', 'async-std', 'actix'];
const legacy = (crateVersion: string, tag: string): VersionFeatures => ({
  crateVersion,
  tag,
  runtimes: allRuntimes,
  tls: ['native-tls', 'rustls'],
  validFeatures: [...drivers, ...runtimeFeatures(allRuntimes)],
});

export const cargoFeatures: Record<string, VersionFeatures> = {
  '2.0.x': {
    crateVersion: '2.0',
    tag: '2.0.0',
    runtimes: ['tokio', 'async-std'],
    tls: ['none', 'native-tls', 'rustls'],
    validFeatures: [...drivers, ...runtimeFeatures(['tokio', 'async-std'])],
  },
  '1.1.x': {...legacy('1.1', '1.1.20'), tls: ['none', 'native-tls', 'rustls']},
  '1.0.x': {...legacy('1.0.1', '1.0.1'), tls: ['none', 'native-tls', 'rustls']},
  '0.12.x': legacy('0.12.15', '0.12.15'),
  '0.11.x': legacy('0.11.3', '0.11.3'),
  '0.10.x': legacy('0.10.7', '0.10.7'),
  '0.9.x': legacy('0.9.3', '0.9.3'),
  '0.8.x': legacy('0.8.0', '0.8.0'),
  // 0.7 and older have no tutorial page: their other pages write the major.minor form.
  '0.7.x': legacy('0.7', '0.7.1'),
  '0.6.x': legacy('0.6', '0.6.0'),
  '0.5.x': legacy('0.5', '0.5.0'),
  '0.4.x': legacy('0.4', '0.4.2'),
};

export interface Selection {
  databases: Database[];
  runtime: Runtime;
  tls: Tls;
}

/** The features to enable for a selection, in a stable order (drivers first, then the runtime). */
export function featuresFor(selection: Selection): string[] {
  const order: Database[] = ['mysql', 'postgres', 'sqlite'];
  const dbs = order.filter((db) => selection.databases.includes(db)).map((db) => `sqlx-${db}`);
  const runtime = selection.tls === 'none' ? `runtime-${selection.runtime}` : `runtime-${selection.runtime}-${selection.tls}`;
  return [...dbs, runtime];
}

/** The `sea-orm = { … }` entry for Cargo.toml's [dependencies], one feature a line so that it never runs wider than the column. */
export function seaOrmDependency(version: VersionFeatures, selection: Selection): string {
  const features = featuresFor(selection).map((f) => `    "${f}",\n`);
  return `sea-orm = { version = "${version.crateVersion}", features = [\n${features.join('')}] }`;
}

/** What the feature picker shows before the reader picks anything: PostgreSQL on Tokio, with rustls where the line has it. */
export function defaultSelection(version: VersionFeatures): Selection {
  return {databases: ['postgres'], runtime: 'tokio', tls: version.tls.includes('rustls') ? 'rustls' : version.tls[0]!};
}

/** The Cargo.toml snippet the feature picker prints for a selection: sea-orm, then the crate that starts the runtime. */
export function cargoTomlSnippet(version: VersionFeatures, selection: Selection): string {
  return `[dependencies]\n${seaOrmDependency(version, selection)}\n${runtimeCrates[selection.runtime]}`;
}
