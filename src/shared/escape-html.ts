/**
 * HTML escaping of text, and its inverse. The search index stores what a hit shows escaped
 * (DocSearch, like Algolia's records, takes hierarchy and content values as HTML), and the search
 * UI turns them back into text to mark matched words. `'` becomes `&#039;`, the form DocSearch's
 * own decoder (used for breadcrumbs) knows.
 * Public: plugins may import it (biome.jsonc lists the modules of src/shared a plugin may import).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([char, entity]) => [entity, char]));

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * Text or a double-quoted attribute value made safe for HTML, leaving `'` as it is: the form
 * for generated pages and highlighted code, where single quotes are common and need no entity.
 */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/** The text `escapeHtml` was given: only the five entities it writes are decoded. */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#039);/g, (entity) => UNESCAPES[entity]);
}
