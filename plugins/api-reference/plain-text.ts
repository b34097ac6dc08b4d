/** Plain text from the reference's rendered HTML, for descriptions and lists. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text of some HTML made by doc-comment-html.ts (its code blocks left out). */
export function htmlToText(html: string): string {
  return html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of some rendered HTML, as text; undefined when it has none. */
export function firstSentenceOfHtml(html: string): string | undefined {
  const text = htmlToText(html);
  if (!text) return undefined;
  const end = /[.!?](\s|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
