// `.rs` files are imported as their source text (see plugins/rust-source).
declare module '*.rs' {
  const source: string;
  export default source;
}
