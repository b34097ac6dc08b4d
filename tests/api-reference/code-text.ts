/** The text of the reference's highlighted code (HTML strings and links), as a reader sees it. */
import type { HighlightedCode } from '../../plugins/api-reference/api-model.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

export function codeText(code: HighlightedCode): string {
  return code
    .map((part) => (typeof part === 'string' ? part : part.html))
    .join('')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);
}
