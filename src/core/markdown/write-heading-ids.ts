/**
 * Writes explicit ids into Markdown headings (`## Title {#title}`), as Docusaurus's
 * `write-heading-ids` does to a file's text: every heading from h2 down outside code fences, ids made
 * with the same GitHub slugger our heading ids use (links unwrapped to their text first), existing
 * ids kept (and reserved, so new ones never collide with them) unless `overwrite` makes them all
 * again. `syntax` chooses the form written: `{#id}` (classic) or, for MDX without the {#id}
 * compatibility (`future.v4`), the comment `{/* #id *\/}`; both are read. `migrate` rewrites the ids
 * written in the other form into the chosen one.
 */
import GithubSlugger from 'github-slugger';
import { findHeadingIdSuffix } from './heading-id-suffix.ts';

export interface WriteHeadingIdsOptions {
  /** Keep the headings' letter case in the ids (default: lower case). */
  maintainCase?: boolean;
  /** Make every id again from its heading's text. */
  overwrite?: boolean;
  /** Rewrite the ids written in the other form into `syntax`. */
  migrate?: boolean;
  /** The form ids are written in: `{#id}` (classic, the default, as Docusaurus) or `{/* #id *\/}` (mdx-comment). */
  syntax?: HeadingIdSyntax;
}

export type HeadingIdSyntax = 'classic' | 'mdx-comment';

/** `{/* #id *\/}` at the end of a heading (Docusaurus's MDX comment form). */
const MDX_COMMENT_ID = /\s*\{\/\*\s*#(\S+)\s*\*\/\}$/;
/** A Markdown link, replaced by its text when making a slug: "[Hello](url) World" -> "Hello World". */
const MARKDOWN_LINK = /\[([^\]]+)\]\([^)]+\)/g;

interface ParsedHeading {
  /** The line without its id. */
  text: string;
  id?: string;
  /** The id is written as an MDX comment. */
  comment?: boolean;
}

function parseHeading(line: string): ParsedHeading {
  const suffix = findHeadingIdSuffix(line);
  if (suffix) return { text: line.slice(0, suffix.start), id: suffix.id };
  const comment = MDX_COMMENT_ID.exec(line);
  if (comment) return { text: line.slice(0, comment.index), id: comment[1], comment: true };
  return { text: line };
}

export function writeHeadingIds(content: string, options: WriteHeadingIdsOptions = {}): string {
  const lines = content.split('\n');
  const slugger = new GithubSlugger();
  // Ids already written are taken first, so a heading met before its twin does not claim its id.
  if (!options.overwrite)
    for (const line of lines) {
      const { id } = parseHeading(line);
      if (id) slugger.slug(id);
    }
  let inCode = false;
  return lines
    .map((line) => {
      if (line.startsWith('```')) {
        inCode = !inCode;
        return line;
      }
      // h1 is the page's title: Docusaurus makes no anchor for it.
      if (inCode || !line.startsWith('##')) return line;
      const heading = parseHeading(line);
      const asComment = options.syntax === 'mdx-comment';
      if (heading.id && !options.overwrite && !(options.migrate && (heading.comment ?? false) !== asComment)) return line;
      const hashes = /^#+/.exec(heading.text)![0];
      const text = heading.text.slice(hashes.length).trimEnd();
      const id =
        heading.id && !options.overwrite
          ? heading.id
          : slugger.slug(text.replace(MARKDOWN_LINK, (_link, label: string) => label).trim(), options.maintainCase === true);
      return asComment ? `${hashes}${text} {/* #${id} */}` : `${hashes}${text} {#${id}}`;
    })
    .join('\n');
}
