/**
 * The line where a key is written in YAML or JSON text (front matter, `_category_.json`,
 * `tags.yml`, `authors.yml`), for messages that point at what to fix. Only called once there is an
 * error to report, so it may read the whole text.
 */
import { escapeRegExp } from '../shared/escape-reg-exp.ts';

/**
 * The 1-based line, at or after line `from`, that starts with `key:` (or `"key":`, `'key':`),
 * after any indentation or list dash unless `topLevel`; undefined when there is none.
 */
export function keyLine(text: string, key: string, options: { from?: number; topLevel?: boolean } = {}): number | undefined {
  const escaped = escapeRegExp(key);
  const pattern = new RegExp(`^${options.topLevel ? '' : '[ \\t]*(?:-[ \\t]+)?'}(["']?)${escaped}\\1[ \\t]*:`);
  const lines = text.split('\n');
  for (let i = Math.max(0, (options.from ?? 1) - 1); i < lines.length; i++) if (pattern.test(lines[i])) return i + 1;
  return undefined;
}

/** The line of a top-level front matter key (its YAML starts on line 2, after the opening `---`). */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  return keyLine(source, key, { from: 2, topLevel: true });
}
