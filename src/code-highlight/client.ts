// Browser build of @seaorm/code-highlight (see plugins/code-highlight): the highlighter in its own chunk, loaded
// only when the browser renders a code block the server did not (after a client-side navigation).
import type * as lines from './lines';

export const serverLines: typeof lines | null = null;
export const loadLines = (): Promise<typeof lines> => import('./lines');
