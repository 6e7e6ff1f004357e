// Replaces the stock language loader with a no-op: the languages are added where highlighting happens, in
// src/code-highlight/lines.tsx, which the browser loads only when it needs it (not on every page).
export default function prismIncludeLanguages(): void {}
