import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '@site/plugins/search-index';

/** The search mode and the shard tags of this build, from the search-index plugin. */
export function useSearchIndexData(): SearchIndexGlobalData {
  return usePluginData('search-index') as SearchIndexGlobalData;
}
