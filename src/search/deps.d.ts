// DocSearch entry points the search bar imports lazily; they ship without declarations (the theme declares them
// the same way).
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
