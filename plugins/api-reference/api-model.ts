/**
 * The API reference's data, as the plugin hands it to the theme (one JSON module per page): a
 * compact model made from TypeDoc's JSON output, with links already resolved to site paths and
 * doc comments already rendered to sanitised HTML (so the browser needs no Markdown parser and
 * no highlighter). Type-only: the theme imports it without pulling in plugin code.
 */

/** A type written out as text, with links where a part names a documented symbol. */
export type TypeParts = Array<string | TypeLink>;

export interface TypeLink {
  text: string;
  /** Site path (with base URL) of the symbol's page, with an #anchor for a member. */
  href: string;
}

/**
 * Code laid out at a reading width and highlighted at build time (highlighted-code.ts): HTML of
 * the site's Prism token spans, and between them the links, in order.
 */
export type HighlightedCode = Array<string | HighlightedLink>;

export interface HighlightedLink {
  /** Site path (with base URL) of the linked symbol's page or member. */
  href: string;
  /** The linked name's highlighted markup. */
  html: string;
}

/** A doc comment, rendered: Markdown to HTML with raw HTML left out and code highlighted at build time. */
export interface ApiDoc {
  summaryHtml?: string;
  /** `@deprecated`: its text (possibly empty) rendered; present means deprecated. */
  deprecatedHtml?: string;
  /** `@returns` text. */
  returnsHtml?: string;
  /** `@remarks` and any other block tag, by heading. */
  sections?: Array<{ title: string; html: string }>;
  /** `@example` blocks, each rendered (highlighted code blocks and any prose around them). */
  examplesHtml?: string[];
  /** `@see` entries. */
  seeHtml?: string[];
}

export interface ApiTypeParameter {
  name: string;
  constraint?: TypeParts;
  default?: TypeParts;
  doc?: ApiDoc;
}

export interface ApiParameter {
  name: string;
  type: TypeParts;
  optional: boolean;
  rest: boolean;
  default?: string;
  doc?: ApiDoc;
}

export interface ApiSignature {
  /** The whole signature, `createActor<TLogic extends AnyActorLogic>(logic: TLogic, ...): Actor<TLogic>`, laid out and highlighted. */
  code: HighlightedCode;
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns: TypeParts;
  doc?: ApiDoc;
}

export type ApiMemberKind = 'constructor' | 'property' | 'method' | 'accessor' | 'enum member' | 'index signature';

export interface ApiMember {
  name: string;
  /** The member's id on its symbol's page. */
  anchor: string;
  kind: ApiMemberKind;
  /** `name?: Type` / `readonly name: Type` / a method's signatures, as code. */
  code: HighlightedCode[];
  signatures?: ApiSignature[];
  doc?: ApiDoc;
  inherited?: string;
}

export type ApiSymbolKind = 'function' | 'class' | 'interface' | 'type' | 'variable' | 'enum' | 'namespace';

/** Where a symbol is declared: the published declaration file and line, and the source file in the repository. */
export interface ApiSource {
  /** The declaration file in the published package, e.g. "dist/declarations/src/createActor.d.ts". */
  declarationFile: string;
  line: number;
  /** The source file in the package's repository at the release tag (no line: the package ships no declaration maps). */
  repositoryUrl?: string;
  repositoryFile?: string;
}

export interface ApiSymbol {
  name: string;
  /** The last segment of its page's path. */
  slug: string;
  kind: ApiSymbolKind;
  doc?: ApiDoc;
  deprecated: boolean;
  typeParameters: ApiTypeParameter[];
  signatures: ApiSignature[];
  /** A type alias's or variable's declaration as code: `type X<T> = ...`, `const x: T`. */
  declaration?: HighlightedCode;
  /** Classes and interfaces: `extends` / `implements`. */
  heritage: Array<{ label: string; types: TypeParts[] }>;
  members: ApiMember[];
  source?: ApiSource;
}

/** A package in one version of the reference: published, or not in this line (and why). */
export interface ApiPackageEntry {
  /** The short name (core, react, ...). */
  id: string;
  /** The npm name (xstate, @xstate/react, ...). */
  npmName: string;
  /** The installed version documented; absent when not published in this line. */
  version?: string;
  /** Why the version was chosen, or why the package is absent from this line. */
  note: string;
  description?: string;
  /** The package page's path, when it has pages. */
  href?: string;
}

/** Kinds in the order the package page groups them, with their headings. */
export const SYMBOL_GROUPS: ReadonlyArray<{ kind: ApiSymbolKind; title: string; anchor: string }> = [
  { kind: 'function', title: 'Functions', anchor: 'functions' },
  { kind: 'class', title: 'Classes', anchor: 'classes' },
  { kind: 'interface', title: 'Interfaces', anchor: 'interfaces' },
  { kind: 'type', title: 'Types', anchor: 'types' },
  { kind: 'variable', title: 'Variables', anchor: 'variables' },
  { kind: 'enum', title: 'Enumerations', anchor: 'enumerations' },
  { kind: 'namespace', title: 'Namespaces', anchor: 'namespaces' },
];

/** One symbol as the package page and the sidebar list it. */
export interface ApiSymbolSummary {
  name: string;
  kind: ApiSymbolKind;
  href: string;
  deprecated: boolean;
  /** The first sentence of its summary, as plain text. */
  blurb?: string;
}

export interface ApiBreadcrumb {
  label: string;
  href?: string;
}

/** The version switch: the same page in the other version when it exists, else the nearest one. */
export interface ApiVersionSwitch {
  label: string;
  href: string;
  /** True when it leads to the same symbol (or package, or options page). */
  samePage: boolean;
}

/** A package of the version shown (the sidebar lists only those with pages). */
export interface ApiSidebarPackage {
  id: string;
  npmName: string;
  href: string;
  /** The open package's groups (the page's own package). */
  groups?: Array<{ title: string; href: string; symbols?: Array<{ name: string; href: string }> }>;
}

export interface ApiSidebar {
  versionLabel: string;
  overviewHref: string;
  optionsHref: string;
  packages: ApiSidebarPackage[];
}

/** What every API page gets besides its own content. */
export interface ApiPageFrame {
  title: string;
  description: string;
  permalink: string;
  /** The version's search facet. */
  searchTag: string;
  versionLabel: string;
  breadcrumbs: ApiBreadcrumb[];
  sidebar: ApiSidebar;
  versionSwitch: ApiVersionSwitch;
}

export interface ApiVersionSummary {
  name: string;
  label: string;
  href: string;
  description: string;
  packages: ApiPackageEntry[];
}

export type ApiPageContent =
  | { type: 'version'; version: ApiVersionSummary; otherVersions: ApiVersionSummary[]; typedocVersion: string }
  | { type: 'options'; intro: string; options: Array<{ symbol: ApiSymbolSummary; members: ApiMember[] } | { missing: string }> }
  | { type: 'package'; entry: ApiPackageEntry; groups: Array<{ title: string; anchor: string; symbols: ApiSymbolSummary[] }> }
  | { type: 'symbol'; packageEntry: ApiPackageEntry; symbol: ApiSymbol };

export interface ApiPageData {
  frame: ApiPageFrame;
  content: ApiPageContent;
}
