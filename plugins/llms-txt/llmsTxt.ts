// The llms.txt format (https://llmstxt.org): an H1, a blockquote summary, free text, then H2 sections of
// `- [title](url): description` lines; a section named "Optional" holds what a tool may skip.

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsHead {
  title: string;
  /** The blockquote: what the project is, one line each. */
  summary: string[];
  /** Plain paragraphs after the summary. */
  details: string[];
}

const escapeLinkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');
const line = (link: LlmsLink) => `- [${escapeLinkText(link.title)}](${link.url})${link.description ? `: ${link.description}` : ''}`;

/** The head shared by llms.txt and llms-full.txt. */
export function renderHead({title, summary, details}: LlmsHead): string {
  return [`# ${title}`, summary.map((s) => `> ${s}`).join('\n'), ...details].join('\n\n') + '\n';
}

/** An llms.txt: the head, then one section per sidebar category (empty ones left out), then "Optional". */
export function renderLlmsTxt(head: LlmsHead, sections: LlmsSection[], optional: LlmsLink[]): string {
  const all = optional.length ? [...sections, {title: 'Optional', links: optional}] : sections;
  const body = all.filter((s) => s.links.length).map((s) => `## ${s.title}\n\n${s.links.map(line).join('\n')}\n`);
  return [renderHead(head), ...body].join('\n');
}

/** llms-full.txt: the head, then every page's twin in reading order (each opens with its own header line and title). */
export function renderLlmsFull(head: LlmsHead, twins: string[]): string {
  return [renderHead(head), ...twins].join('\n');
}
