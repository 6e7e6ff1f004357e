// The build picks src/code-highlight/server.ts or client.ts for this name (plugins/code-highlight).
declare module '@seaorm/code-highlight' {
  export * from '@site/src/code-highlight/server';
}

declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}
