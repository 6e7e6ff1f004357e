import type {Plugin} from '@docusaurus/types';

// Browser chunks are named by their id instead of their chunk name. Docusaurus names every route's chunk (one or
// two per doc page of every version), so the webpack runtime in every page's first load carried a table from
// ~1,300 chunk ids to names; with `[id]` file names that table is gone. Routes still load their chunks through
// the registry, which never uses file names.
export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
