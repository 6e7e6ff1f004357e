import {useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {
  cargoFeatures,
  cargoTomlSnippet,
  databaseLabels,
  defaultSelection,
  discouragedRuntimes,
  runtimeLabels,
  tlsLabels,
  type Database,
  type Runtime,
  type Tls,
} from '@site/src/data/cargoFeatures';
import styles from './styles.module.css';

interface RadioGroupProps<T extends string> {
  legend: string;
  name: string;
  options: T[];
  labels: Record<T, string>;
  /** A short word after an option's label ("discontinued"). */
  tags?: Partial<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}

function RadioGroup<T extends string>({legend, name, options, labels, tags, value, onChange}: RadioGroupProps<T>): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.option}>
          <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
          {labels[option]}
          {tags?.[option] && <span className={styles.tag}> ({tags[option]})</span>}
        </label>
      ))}
    </fieldset>
  );
}

interface Props {
  /** Docs version label, e.g. "2.0.x": picks the valid features of that release line. */
  version: string;
}

const runtimeTags = Object.fromEntries(
  Object.entries(discouragedRuntimes).map(([runtime, advice]) => [runtime, advice.tag]),
) as Partial<Record<Runtime, string>>;

/** Lets the reader pick database(s), async runtime and TLS, and prints the matching [dependencies] of Cargo.toml. */
export default function CargoFeaturePicker({version}: Props): ReactNode {
  const data = cargoFeatures[version];
  if (!data) throw new Error(`CargoFeaturePicker: no feature data for version "${version}"`);
  const name = useId();
  // The initial selection is also what the page's Markdown twin prints (plugins/llms-txt).
  const initial = defaultSelection(data);
  const [databases, setDatabases] = useState<Database[]>(initial.databases);
  const [runtime, setRuntime] = useState<Runtime>(initial.runtime);
  const [tls, setTls] = useState<Tls>(initial.tls);

  const toggle = (db: Database) =>
    setDatabases((current) => (current.includes(db) ? current.filter((d) => d !== db) : [...current, db]));

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend>Database</legend>
        {(Object.keys(databaseLabels) as Database[]).map((db) => (
          <label key={db} className={styles.option}>
            <input type="checkbox" checked={databases.includes(db)} onChange={() => toggle(db)} />
            {databaseLabels[db]}
          </label>
        ))}
      </fieldset>
      <RadioGroup
        legend="Async runtime"
        name={`${name}-runtime`}
        options={data.runtimes}
        labels={runtimeLabels}
        tags={runtimeTags}
        value={runtime}
        onChange={setRuntime}
      />
      <RadioGroup legend="TLS backend" name={`${name}-tls`} options={data.tls} labels={tlsLabels} value={tls} onChange={setTls} />
      {/* Always in the page, so a screen reader announces the note when it appears. */}
      <div aria-live="polite">
        {discouragedRuntimes[runtime] && <p className={styles.note}>{discouragedRuntimes[runtime].note}</p>}
      </div>
      {databases.length === 0 ? (
        <p className={styles.hint} role="status">
          Pick at least one database.
        </p>
      ) : (
        <div className={styles.output}>
          <CodeBlock language="toml" title="Cargo.toml">
            {cargoTomlSnippet(data, {databases, runtime, tls})}
          </CodeBlock>
        </div>
      )}
    </div>
  );
}
