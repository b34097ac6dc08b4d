/**
 * The text of synthetic docs and posts, in Docusaurus 3 MDX: front matter, h2/h3 headings (the
 * first with an explicit `{#id}`), paragraphs from the fixed word list, fenced code blocks with
 * `title="..."` and `{1,3}`, admonitions (`:::tip Title`), lists, tables, an image from static/,
 * relative links to other doc files and absolute links to doc routes. Prose never holds `<`, `{`
 * or `}`, so every page is valid MDX. Posts mark their excerpt with MDX's `{/* truncate *\/}`
 * (an HTML comment is not MDX, and Docusaurus's v4 defaults no longer accept it).
 */
import { posix } from 'node:path';
import type { PlannedDoc, PlannedPost } from './corpus-plan.ts';
import type { Prng } from './prng.ts';
import { CONTENT_WORDS, WORDS } from './word-list.ts';

/** The image every few docs show; written to static/img by the corpus generator. */
export const DIAGRAM_PATH = '/img/diagram.svg';

const ADMONITIONS = ['tip', 'note', 'info', 'warning', 'danger'] as const;

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1);
const countWords = (text: string) => text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;

/** Writes prose and Markdown blocks from one PRNG; counts the prose words it has produced. */
class MarkdownWriter {
  words = 0;

  constructor(private readonly prng: Prng) {}

  private phrase(min: number, max: number): string {
    return Array.from({ length: this.prng.int(min, max) }, () => this.prng.pick(WORDS)).join(' ');
  }

  title(min = 2, max = 5): string {
    return this.prng.sample(CONTENT_WORDS, this.prng.int(min, max)).map(capitalize).join(' ');
  }

  /** A heading's text (its words count as prose). */
  heading(): string {
    const text = this.title();
    this.words += countWords(text);
    return text;
  }

  sentence(): string {
    let text = capitalize(this.phrase(6, 16));
    if (this.prng.chance(0.15)) text += ` \`${this.prng.pick(CONTENT_WORDS)}\``;
    if (this.prng.chance(0.1)) text += ` **${this.phrase(1, 3)}**`;
    return `${text}.`;
  }

  /** A paragraph; `links` (Markdown link texts) are worked into its sentences. */
  paragraph(links: string[] = []): string {
    const sentences = Array.from({ length: this.prng.int(2, 6) }, () => this.sentence());
    for (const link of links) sentences.push(`See ${link} for ${this.phrase(2, 5)}.`);
    const text = sentences.join(' ');
    this.words += countWords(text);
    return text;
  }

  list(): string {
    const items = Array.from({ length: this.prng.int(3, 6) }, () => `- ${capitalize(this.phrase(3, 10))}`);
    this.words += countWords(items.join(' '));
    return items.join('\n');
  }

  table(): string {
    const rows = Array.from(
      { length: this.prng.int(2, 5) },
      () => `| \`${this.prng.pick(CONTENT_WORDS)}\` | \`${this.prng.pick(['string', 'number', 'boolean', 'object'])}\` | ${capitalize(this.phrase(4, 10))}. |`,
    );
    this.words += countWords(rows.join(' '));
    return ['| Option | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
  }

  admonition(): string {
    const type = this.prng.pick(ADMONITIONS);
    const title = this.prng.chance(0.6) ? ` ${this.title(1, 3)}` : '';
    this.words += countWords(title);
    return `:::${type}${title}\n\n${this.paragraph()}\n\n:::`;
  }

  image(): string {
    const alt = capitalize(this.phrase(3, 6));
    this.words += countWords(alt);
    return `![${alt}](${DIAGRAM_PATH})`;
  }

  codeBlock(): string {
    const [a, b, c] = this.prng.sample(CONTENT_WORDS, 3);
    const kind = this.prng.pick(['ts', 'tsx', 'js', 'bash', 'json'] as const);
    const file = `${a}-${b}`;
    const meta = `title="${kind === 'bash' ? 'terminal' : `src/${file}.${kind}`}" {1,3}`;
    const bodies: Record<typeof kind, string[]> = {
      ts: [
        `import { createMachine } from 'xstate';`,
        '',
        `const ${a}Machine = createMachine({`,
        `  id: '${a}',`,
        `  initial: '${b}',`,
        `  states: {`,
        `    ${b}: { on: { ${c.toUpperCase()}: '${c}' } },`,
        `    ${c}: { type: 'final' },`,
        `  },`,
        `});`,
      ],
      tsx: [
        `export function ${capitalize(a)}View({ ${b} }: { ${b}: string }) {`,
        `  const [${c}, set${capitalize(c)}] = useState(${b});`,
        `  return <button onClick={() => set${capitalize(c)}('${a}')}>{${c}}</button>;`,
        `}`,
      ],
      js: [`const ${a} = new Map();`, `${a}.set('${b}', { ${c}: true });`, `for (const [key, value] of ${a}) {`, `  console.log(key, value.${c});`, `}`],
      bash: [`npm install ${a}-${b}`, `npx ${a} ${b} --${c}`, `npx ${a} check`],
      json: ['{', `  "name": "${file}",`, `  "version": "1.0.0",`, `  "${c}": true`, '}'],
    };
    return ['```' + `${kind} ${meta}`, ...bodies[kind], '```'].join('\n');
  }
}

/** Links a doc writes: to files of its own version (relative) and to their routes (absolute). */
function docLinks(prng: Prng, doc: PlannedDoc, versionDocs: PlannedDoc[]): string[] {
  const others = versionDocs.filter((d) => d !== doc);
  const folder = posix.dirname(doc.relativePath);
  const siblings = others.filter((d) => posix.dirname(d.relativePath) === folder);
  const relative = (target: PlannedDoc) => {
    const path = posix.relative(folder, target.relativePath);
    return path.startsWith('.') ? path : `./${path}`;
  };
  const links: string[] = [];
  if (siblings.length) {
    const target = prng.pick(siblings);
    links.push(`[${target.title}](${relative(target)})`);
  }
  for (const target of prng.sample(others, prng.int(1, 2))) links.push(`[${target.title}](${relative(target)})`);
  for (const target of prng.sample(others, prng.int(1, 3))) {
    links.push(prng.chance(0.4) ? `[${target.title}](${target.routePath}#${target.anchor})` : `[${target.title}](${target.routePath})`);
  }
  return links;
}

/**
 * Sections until the prose reaches `targetWords`: each an h2 with paragraphs, sometimes code, an
 * admonition, a list, a table, an image or an h3. `links` are spread over the paragraphs.
 */
function sections(writer: MarkdownWriter, prng: Prng, targetWords: number, firstAnchor: string, links: string[]): string[] {
  const blocks: string[] = [];
  const pending = [...links];
  // Optional blocks stop once the target is reached; a section still places its pending links.
  const maybe = (probability: number) => writer.words < targetWords && prng.chance(probability);
  let first = true;
  while (writer.words < targetWords || pending.length) {
    blocks.push(`## ${writer.heading()}${first ? ` {#${firstAnchor}}` : ''}`);
    first = false;
    blocks.push(writer.paragraph(pending.splice(0, prng.int(1, 2))));
    if (maybe(0.6)) blocks.push(writer.codeBlock());
    if (maybe(0.35)) blocks.push(writer.admonition());
    if (maybe(0.5)) blocks.push(writer.paragraph());
    if (maybe(0.3)) blocks.push(writer.list());
    if (maybe(0.15)) blocks.push(writer.table());
    if (maybe(0.12)) blocks.push(writer.image());
    if (maybe(0.5)) {
      blocks.push(`### ${writer.heading()}`, writer.paragraph(pending.splice(0, 1)));
      if (maybe(0.4)) blocks.push(writer.codeBlock());
    }
  }
  return blocks;
}

const yamlList = (items: string[]) => `[${items.join(', ')}]`;

export function docMarkdown(prng: Prng, doc: PlannedDoc, versionDocs: PlannedDoc[]): string {
  const writer = new MarkdownWriter(prng);
  const frontMatter = [
    '---',
    `title: ${doc.title}`,
    `description: ${capitalize(writer.title(4, 8).toLowerCase())}.`,
    ...(doc.isRoot ? ['slug: /'] : []),
    `sidebar_position: ${doc.sidebarPosition}`,
    ...(prng.chance(0.2) ? [`sidebar_label: ${writer.title(1, 3)}`] : []),
    ...(prng.chance(0.3) ? [`keywords: ${yamlList(prng.sample(CONTENT_WORDS, 3))}`] : []),
    '---',
  ];
  const body = [writer.paragraph(), ...sections(writer, prng, prng.int(400, 1350), doc.anchor, docLinks(prng, doc, versionDocs))];
  return `${frontMatter.join('\n')}\n\n${body.join('\n\n')}\n`;
}

export function postMarkdown(prng: Prng, post: PlannedPost, currentDocs: PlannedDoc[]): string {
  const writer = new MarkdownWriter(prng);
  const frontMatter = [
    '---',
    `title: ${post.title}`,
    `description: ${capitalize(writer.title(4, 8).toLowerCase())}.`,
    `authors: ${yamlList(post.authors)}`,
    `tags: ${yamlList(post.tags)}`,
    '---',
  ];
  const links = prng.sample(currentDocs, prng.int(1, 3)).map((d) => `[${d.title}](${d.routePath})`);
  const body = [writer.paragraph(), writer.paragraph(), '{/* truncate */}', ...sections(writer, prng, prng.int(300, 1200), 'summary', links)];
  return `${frontMatter.join('\n')}\n\n${body.join('\n\n')}\n`;
}
