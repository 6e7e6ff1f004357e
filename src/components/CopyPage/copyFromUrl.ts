/**
 * Puts the text served at `url` on the clipboard. Where the browser has ClipboardItem, the download goes inside it:
 * Safari accepts a clipboard write only while the click is handled, and a write after `await fetch` would be refused.
 */
export function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'function') return text.then((value) => navigator.clipboard.writeText(value));
  const item = new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))});
  // A browser without promised clipboard items (Firefox before 127) refuses the item; it takes the plain write.
  return navigator.clipboard.write([item]).catch(() => text.then((value) => navigator.clipboard.writeText(value)));
}
