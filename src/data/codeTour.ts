import entity from '@site/src/data/code-tour/entity.rs';
import query from '@site/src/data/code-tour/query.rs';
import insert from '@site/src/data/code-tour/insert.rs';
import loader from '@site/src/data/code-tour/loader.rs';
import migration from '@site/src/data/code-tour/migration.rs';

export interface CodeTourStep {
  id: string;
  label: string;
  /** Shown as the code block's title: where the code would live. */
  file: string;
  source: string;
}

export const codeTour: CodeTourStep[] = [
  {id: 'entity', label: 'Define', file: 'src/entity/cake.rs', source: entity},
  {id: 'query', label: 'Query', file: 'src/service/cake.rs', source: query},
  {id: 'insert', label: 'Insert', file: 'src/service/cake.rs', source: insert},
  {id: 'loader', label: 'Load relations', file: 'src/service/cake.rs', source: loader},
  {id: 'migration', label: 'Migrate', file: 'migration/src/m20250101_000001_create_cake.rs', source: migration},
];
