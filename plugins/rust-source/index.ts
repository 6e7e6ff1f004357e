import type {Plugin} from '@docusaurus/types';

// Lets pages import `.rs` files as strings, so landing-page examples live in real Rust files that
// rustfmt checks, instead of template strings inside TSX.
export default function rustSourcePlugin(): Plugin {
  return {
    name: 'rust-source',
    configureWebpack() {
      return {module: {rules: [{test: /\.rs$/, type: 'asset/source'}]}};
    },
  };
}
