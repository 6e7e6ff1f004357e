import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Code blocks are highlighted when the server renders the pages; the browser keeps that HTML. This plugin gives
// the two bundles different modules for one name: the server bundles the highlighter, the browser gets a loader
// for its lazy chunk, and the browser's `prism-react-renderer` (which theme-classic's client module imports on
// every page) becomes a stub. See src/theme/CodeBlock/Content.
export default function codeHighlightPlugin(): Plugin {
  const dir = path.resolve(__dirname, '../../src/code-highlight');
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@seaorm/code-highlight': path.join(dir, isServer ? 'server.ts' : 'client.ts'),
            ...(isServer ? {} : {'prism-react-renderer$': path.join(dir, 'prismStub.ts')}),
          },
        },
      };
    },
  };
}
