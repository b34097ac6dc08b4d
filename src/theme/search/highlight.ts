/**
 * Highlighting for search results. Text is HTML-escaped first, then matched terms are wrapped in
 * <mark>, so page text or a query can never inject markup (DocSearch renders these as HTML).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function termPattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.filter((t) => t.length > 1).map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  return new RegExp(`(${words.map((w) => escapeHtml(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
}

/** Escaped text with every term (case-insensitive, prefix) wrapped in <mark>. */
export function highlight(text: string, terms: string[]): string {
  const escaped = escapeHtml(text);
  const pattern = termPattern(terms);
  return pattern ? escaped.replace(pattern, '<mark>$1</mark>') : escaped;
}

/** A window of the text around the first match, highlighted. */
export function snippet(text: string, terms: string[], length = 160): string {
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0));
  const start = Number.isFinite(first) ? Math.max(0, first - 40) : 0;
  const window = text.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${highlight(window, terms)}${start + length < text.length ? '…' : ''}`;
}
