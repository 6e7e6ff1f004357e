import type {RootContent} from 'mdast';
import {
  cargoFeatures,
  cargoTomlSnippet,
  databaseLabels,
  defaultSelection,
  discouragedRuntimes,
  featuresFor,
  runtimeCrates,
  runtimeLabels,
  tlsLabels,
  type Database,
} from '../../src/data/cargoFeatures';
import {codeCaption} from './codeBlocks';

const code = (value: string): RootContent => ({type: 'inlineCode', value}) as RootContent;
const joined = (values: string[]): RootContent[] =>
  values.flatMap((value, i) => [...(i ? [{type: 'text', value: ', '} as RootContent] : []), code(value)]);

/**
 * `<CargoFeaturePicker version="…" />` as Markdown: the Cargo.toml the picker shows before the reader picks anything,
 * then the features the picker offers for that line and the runtime crate each runtime needs, so a reader of the twin
 * can make the other choices too, and the picker's advice on a discouraged runtime.
 */
export function featurePickerMarkdown(version: string): RootContent[] {
  const data = cargoFeatures[version];
  if (!data) throw new Error(`CargoFeaturePicker: no feature data for version "${version}" in src/data/cargoFeatures.ts`);
  const initial = defaultSelection(data);
  const databases = Object.keys(databaseLabels) as Database[];
  const runtimeFeatures = data.runtimes.flatMap((runtime) => data.tls.map((tls) => featuresFor({databases: [], runtime, tls})[0]!));
  const chosen = `${initial.databases.map((db) => databaseLabels[db]).join(', ')}, ${runtimeLabels[initial.runtime]}, ${tlsLabels[initial.tls]}`;
  const choices = {
    type: 'paragraph',
    children: [
      {type: 'text', value: `The feature picker on this page starts with ${chosen}. Database features (one or more): `},
      ...joined(databases.map((db) => featuresFor({databases: [db], runtime: initial.runtime, tls: initial.tls})[0]!)),
      {type: 'text', value: '. Runtime and TLS feature (exactly one): '},
      ...joined(runtimeFeatures),
      {type: 'text', value: '. The runtime also needs its own crate: '},
      ...data.runtimes.flatMap((runtime, i) => [
        {type: 'text', value: `${i ? '; ' : ''}${runtimeLabels[runtime]}, `} as RootContent,
        code(runtimeCrates[runtime]),
      ]),
      {type: 'text', value: '.'},
    ],
  } as RootContent;
  const advice = data.runtimes.flatMap((runtime) => {
    const discouraged = discouragedRuntimes[runtime];
    return discouraged ? [{type: 'paragraph', children: [{type: 'text', value: discouraged.note}]} as RootContent] : [];
  });
  return [codeCaption('Cargo.toml')!, {type: 'code', lang: 'toml', meta: null, value: cargoTomlSnippet(data, initial)}, choices, ...advice];
}
