// Server build of @seaorm/code-highlight (see plugins/code-highlight): the highlighter, bundled.
import * as lines from './lines';

export const serverLines: typeof lines | null = lines;
export const loadLines = (): Promise<typeof lines> => Promise.resolve(lines);
