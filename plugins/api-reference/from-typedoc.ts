/**
 * One package's TypeDoc JSON -> the reference's symbols (api-model.ts): every top-level export
 * with its signatures, type parameters, members, doc comments (rendered, doc-comment-html.ts) and
 * where it is declared; references to documented symbols become links.
 */
import { posix } from 'node:path';
import type { JSONOutput as J } from 'api-reference-typedoc-host';
import type {
  ApiDoc,
  HighlightedCode,
  ApiMember,
  ApiMemberKind,
  ApiParameter,
  ApiSignature,
  ApiSource,
  ApiSymbol,
  ApiSymbolKind,
  ApiTypeParameter,
  TypeParts,
} from './api-model.ts';
import { markdownToSafeHtml } from './doc-comment-html.ts';
import type { SnippetForm } from './code-format.ts';
import type { CodeHighlighter } from './highlighted-code.ts';
import { PartsWriter, propertyName, TypeWriter, type LinkResolver } from './type-parts.ts';

/** TypeDoc's ReflectionKind values this file tells apart (typedoc/models ReflectionKind). */
const KIND = {
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

const SYMBOL_KINDS: Record<number, ApiSymbolKind> = {
  [KIND.Function]: 'function',
  [KIND.Class]: 'class',
  [KIND.Interface]: 'interface',
  [KIND.TypeAlias]: 'type',
  [KIND.Variable]: 'variable',
  [KIND.Enum]: 'enum',
  [KIND.Namespace]: 'namespace',
};

const MEMBER_KINDS: Record<number, ApiMemberKind> = {
  [KIND.Constructor]: 'constructor',
  [KIND.Property]: 'property',
  [KIND.Method]: 'method',
  [KIND.Accessor]: 'accessor',
  [KIND.EnumMember]: 'enum member',
};

/** Section ids a symbol page uses: a member with one of these names gets a suffix. */
const PAGE_SECTION_IDS = new Set([
  'signatures',
  'type-parameters',
  'parameters',
  'returns',
  'declaration',
  'members',
  'examples',
  'source',
  'deprecated',
  'remarks',
  'see-also',
]);

/** The documented top-level exports of a package, in name order. */
export function documentedExports(project: J.ProjectReflection): J.DeclarationReflection[] {
  return (project.children ?? []).filter((child) => child.kind in SYMBOL_KINDS).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Each export's page slug: its name, made safe for a path; names that differ only in case (which
 * would share a file on some disks) get their kind added.
 */
export function exportSlugs(exports: readonly J.DeclarationReflection[]): Map<number, string> {
  const byLowerName = new Map<string, number>();
  for (const child of exports) byLowerName.set(child.name.toLowerCase(), (byLowerName.get(child.name.toLowerCase()) ?? 0) + 1);
  const slugs = new Map<number, string>();
  for (const child of exports) {
    const safe = child.name.replace(/[^A-Za-z0-9_$-]/g, '-');
    slugs.set(child.id, byLowerName.get(child.name.toLowerCase())! > 1 ? `${safe}-${SYMBOL_KINDS[child.kind]}` : safe);
  }
  return slugs;
}

export function memberAnchor(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_$-]/g, '-') || 'member';
  return PAGE_SECTION_IDS.has(safe) ? `${safe}-member` : safe;
}

/** Where the repository keeps a release's sources: its URL, the release's tag and the package's folder. */
export interface RepositorySource {
  url: string;
  tag: string;
  directory: string;
}

export interface PackageConversion {
  project: J.ProjectReflection;
  /** The folder of the declarations entry, relative to the package ("dist"): TypeDoc's source paths start there. */
  entryFolder: string;
  repository?: RepositorySource;
  /** Path of the symbol page for an export (by reflection id) of this package. */
  symbolHref: (id: number) => string | undefined;
  /** Links to other packages' symbols. */
  resolveExternal: (target: J.ReflectionSymbolId, name: string) => string | undefined;
  /** Lays out and highlights the symbols' code (all packages' at once, when the model is complete). */
  highlighter: CodeHighlighter;
}

/** Every reflection id of the package that has a page or an anchor on one -> that path. */
function internalHrefs(exports: readonly J.DeclarationReflection[], symbolHref: (id: number) => string | undefined): Map<number, string> {
  const hrefs = new Map<number, string>();
  for (const child of exports) {
    const href = symbolHref(child.id);
    if (!href) continue;
    hrefs.set(child.id, href);
    for (const member of child.children ?? []) hrefs.set(member.id, `${href}#${memberAnchor(member.name)}`);
  }
  return hrefs;
}

export function convertPackage(conversion: PackageConversion): ApiSymbol[] {
  const exports = documentedExports(conversion.project);
  const hrefs = internalHrefs(exports, conversion.symbolHref);
  const resolve: LinkResolver = (target, name) => (typeof target === 'number' ? hrefs.get(target) : conversion.resolveExternal(target, name));
  const converter = new SymbolConverter(new TypeWriter(resolve), resolve, conversion);
  return exports.map((child) => converter.symbol(child));
}

class SymbolConverter {
  constructor(
    private readonly types: TypeWriter,
    private readonly resolve: LinkResolver,
    private readonly conversion: PackageConversion,
  ) {}

  symbol(child: J.DeclarationReflection): ApiSymbol {
    const kind = SYMBOL_KINDS[child.kind];
    const signatures = (child.signatures ?? []).map((signature) => this.signature(signature, child.name));
    return {
      name: child.name,
      slug: this.conversion.symbolHref(child.id)!.split('/').at(-1)!,
      kind,
      doc: this.doc(child.comment),
      deprecated: isDeprecated(child.comment) || (child.signatures ?? []).some((signature) => isDeprecated(signature.comment)),
      typeParameters: this.typeParameters(child.typeParameters),
      signatures,
      declaration: this.declaration(child, kind),
      heritage: [
        { label: 'Extends', types: (child.extendedTypes ?? []).map((type) => this.types.parts(type)) },
        { label: 'Implements', types: (child.implementedTypes ?? []).map((type) => this.types.parts(type)) },
      ].filter((entry) => entry.types.length > 0),
      members: this.members(child, kind),
      source: this.source(child.sources?.[0]),
    };
  }

  private declaration(child: J.DeclarationReflection, kind: ApiSymbolKind): HighlightedCode | undefined {
    const out = new PartsWriter();
    if (kind === 'type') {
      out.text(`type ${child.name}`);
      this.types.typeParameters(out, child.typeParameters);
      out.text(' = ');
      this.types.write(out, child.type ?? { type: 'intrinsic', name: 'unknown' });
      return this.code(out.parts, 'declaration');
    }
    if (kind === 'variable') {
      out.text(`${child.flags.isConst ? 'const' : 'let'} ${child.name}: `);
      this.types.write(out, child.type ?? { type: 'intrinsic', name: 'unknown' });
      return this.code(out.parts, 'declaration');
    }
    return undefined;
  }

  private code(parts: TypeParts, form: SnippetForm): HighlightedCode {
    return this.conversion.highlighter.add(parts, form);
  }

  private members(child: J.DeclarationReflection, kind: ApiSymbolKind): ApiMember[] {
    // A type alias of an object type lists that object's properties as its members.
    const container = kind === 'type' && child.type?.type === 'reflection' ? child.type.declaration : child;
    const members: ApiMember[] = [];
    for (const index of container.indexSignatures ?? []) {
      const out = new PartsWriter();
      this.types.indexSignature(out, index);
      members.push({
        name: '[index]',
        anchor: 'index-signature',
        kind: 'index signature',
        code: [this.code(out.parts, 'member')],
        doc: this.doc(index.comment),
      });
    }
    for (const member of container.children ?? []) {
      const memberKind = MEMBER_KINDS[member.kind] ?? (kind === 'namespace' ? 'property' : undefined);
      if (!memberKind) continue;
      members.push({
        name: member.name,
        anchor: memberAnchor(member.name),
        kind: memberKind,
        code: this.memberCode(member, child.name),
        signatures: member.signatures?.map((signature) => this.signature(signature, member.name)),
        doc: this.doc(member.comment ?? member.getSignature?.comment),
        inherited: member.inheritedFrom ? inheritedFromName(member.inheritedFrom) : undefined,
      });
    }
    return members;
  }

  private memberCode(member: J.DeclarationReflection, ownerName: string): HighlightedCode[] {
    if (member.kind === KIND.Constructor) {
      return (member.signatures ?? []).map((signature) => {
        const out = new PartsWriter().text(`new ${ownerName}`);
        this.types.signature(out, signature, ': ');
        return this.code(out.parts, 'signature');
      });
    }
    if (member.kind === KIND.EnumMember) {
      const out = new PartsWriter().text(`${propertyName(member.name)} = `);
      this.types.write(out, member.type ?? { type: 'intrinsic', name: 'unknown' });
      return [this.code(out.parts, 'member')];
    }
    if (member.signatures?.length && !member.type) {
      return member.signatures.map((signature) => {
        const out = new PartsWriter().text(`${member.flags.isStatic ? 'static ' : ''}${propertyName(member.name)}${member.flags.isOptional ? '?' : ''}`);
        this.types.signature(out, signature, ': ');
        return this.code(out.parts, 'member');
      });
    }
    const out = new PartsWriter().text(member.flags.isStatic ? 'static ' : '');
    this.types.member(out, member);
    return [this.code(out.parts, 'member')];
  }

  private signature(signature: J.SignatureReflection, name: string): ApiSignature {
    const code = new PartsWriter().text(name);
    this.types.signature(code, signature, ': ');
    return {
      code: this.code(code.parts, 'signature'),
      typeParameters: this.typeParameters(signature.typeParameters),
      parameters: (signature.parameters ?? []).map((parameter) => this.parameter(parameter)),
      returns: this.types.parts(signature.type ?? { type: 'intrinsic', name: 'void' }),
      doc: this.doc(signature.comment),
    };
  }

  private parameter(parameter: J.ParameterReflection): ApiParameter {
    return {
      name: parameter.name,
      type: this.types.parts(parameter.type),
      optional: Boolean(parameter.flags.isOptional || parameter.defaultValue),
      rest: Boolean(parameter.flags.isRest),
      default: parameter.defaultValue,
      doc: this.doc(parameter.comment),
    };
  }

  private typeParameters(parameters: readonly J.TypeParameterReflection[] | undefined): ApiTypeParameter[] {
    return (parameters ?? []).map((parameter) => ({
      name: parameter.name,
      constraint: parameter.type ? this.types.parts(parameter.type) : undefined,
      default: parameter.default ? this.types.parts(parameter.default) : undefined,
      doc: this.doc(parameter.comment),
    }));
  }

  /** A comment's summary and block tags, rendered; undefined when there is nothing to show. */
  private doc(comment: J.Comment | undefined): ApiDoc | undefined {
    if (!comment) return undefined;
    const doc: ApiDoc = {};
    const summary = markdownToSafeHtml(this.markdown(comment.summary));
    if (summary) doc.summaryHtml = summary;
    for (const tag of comment.blockTags ?? []) {
      const html = markdownToSafeHtml(this.markdown(tag.content));
      switch (tag.tag) {
        case '@deprecated':
          doc.deprecatedHtml = html;
          break;
        case '@returns':
          doc.returnsHtml = html;
          break;
        case '@example':
          (doc.examplesHtml ??= []).push(html);
          break;
        case '@see':
          (doc.seeHtml ??= []).push(html);
          break;
        case '@param':
        case '@typeParam':
        case '@template':
          break;
        default:
          if (html) (doc.sections ??= []).push({ title: blockTagTitle(tag.tag), html });
      }
    }
    return Object.keys(doc).length ? doc : undefined;
  }

  /** A comment's parts as Markdown; `{@link X}` becomes a link to X's page when X has one, else code. */
  private markdown(parts: readonly J.CommentDisplayPart[]): string {
    return parts
      .map((part) => {
        if (part.kind === 'text' || part.kind === 'code') return part.text;
        if (part.kind === 'relative-link') return part.text;
        const text = part.text.trim() || (typeof part.target === 'string' ? part.target : '');
        let href: string | undefined;
        if (typeof part.target === 'string') href = /^https?:\/\//.test(part.target) ? part.target : undefined;
        else if (part.target !== undefined) href = this.resolve(part.target, text);
        const label = part.tag === '@linkplain' ? escapeLinkText(text) : `\`${text.replace(/`/g, '')}\``;
        return href ? `[${label}](<${href}>)` : label;
      })
      .join('');
  }

  private source(source: J.SourceReference | undefined): ApiSource | undefined {
    const url = source?.url;
    if (!source || !url) return undefined;
    const declarationFile = posix.join(this.conversion.entryFolder, url.replace(/#\d+$/, ''));
    const result: ApiSource = { declarationFile, line: source.line };
    const repository = this.conversion.repository;
    // Packages built with preconstruct publish `dist/declarations/src/X.d.ts` for the source `src/X.ts`.
    const sourcePath = /^dist\/declarations\/(src\/.+)\.d\.ts$/.exec(declarationFile)?.[1];
    if (repository && sourcePath) {
      result.repositoryFile = `${repository.directory}/${sourcePath}.ts`;
      result.repositoryUrl = `${repository.url}/blob/${encodeURIComponent(repository.tag)}/${result.repositoryFile}`;
    }
    return result;
  }
}

function isDeprecated(comment: J.Comment | undefined): boolean {
  return Boolean(comment?.blockTags?.some((tag) => tag.tag === '@deprecated'));
}

function blockTagTitle(tag: string): string {
  const name = tag.replace(/^@/, '');
  if (name === 'defaultValue' || name === 'default') return 'Default';
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function inheritedFromName(type: J.ReferenceType): string {
  return type.name;
}

const escapeLinkText = (text: string) => text.replace(/[[\]\\]/g, '\\$&');
