// What the browser bundle gets for `prism-react-renderer` (see plugins/code-highlight): theme-classic's client
// module still imports its Prism to add languages, which src/theme/prism-include-languages makes a no-op.
export const Prism = {languages: {}};
