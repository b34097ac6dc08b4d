/**
 * The reference's pages, each with its data (api-model.ts ApiPageData): per version a landing
 * page, an options page, a page per published package and a page per export; each with its
 * breadcrumbs, its version's sidebar (the page's own package open) and the switch to the same
 * page in the other version when it exists there.
 */
import {
  SYMBOL_GROUPS,
  type ApiMember,
  type ApiPageContent,
  type ApiPageData,
  type ApiPageFrame,
  type ApiSidebar,
  type ApiSymbol,
  type ApiSymbolSummary,
  type ApiVersionSummary,
  type ApiVersionSwitch,
} from './api-model.ts';
import { firstSentenceOfHtml } from './plain-text.ts';
import type { ApiReferenceOptions } from './options.ts';
import type { ReferenceModel, ReferencePackage, ReferenceVersion } from './reference-model.ts';
import { apiSearchTag, optionsPath, packagePath, symbolPath, versionPath } from './route-paths.ts';

export interface ApiPage {
  /** Route path without the base URL. */
  path: string;
  /** The name of its data module. */
  dataName: string;
  data: ApiPageData;
}

/** Where a page sits, to find its counterpart in another version. */
type Place = { kind: 'landing' } | { kind: 'options' } | { kind: 'package'; packageId: string } | { kind: 'symbol'; packageId: string; name: string };

export function apiPages(model: ReferenceModel, options: ApiReferenceOptions, baseUrl: string): ApiPage[] {
  const summaries = model.versions.map((version) => versionSummary(version, baseUrl));
  // Each symbol's summary and each sidebar group's list are made once and shared by every page showing them.
  const summaryCache = new Map<ApiSymbol, ApiSymbolSummary>();
  const summaryOf = (symbol: ApiSymbol, version: ReferenceVersion, pkg: ReferencePackage) => {
    let summary = summaryCache.get(symbol);
    if (!summary) summaryCache.set(symbol, (summary = symbolSummary(symbol, version, pkg, baseUrl)));
    return summary;
  };
  const groupCache = new Map<ReferencePackage, Map<ApiSymbol['kind'], Array<{ name: string; href: string }>>>();
  const groupOf: GroupList = (version, pkg, kind) => {
    const byKind = groupCache.get(pkg) ?? new Map();
    groupCache.set(pkg, byKind);
    if (!byKind.has(kind))
      byKind.set(
        kind,
        pkg.symbols.filter((symbol) => symbol.kind === kind).map((symbol) => ({ name: symbol.name, href: summaryOf(symbol, version, pkg).href })),
      );
    return byKind.get(kind)!;
  };
  const pages: ApiPage[] = [];
  model.versions.forEach((version, v) => {
    const other = model.versions[(v + 1) % model.versions.length];
    const page = (
      path: string,
      dataName: string,
      place: Place,
      frame: Omit<ApiPageFrame, 'permalink' | 'searchTag' | 'versionLabel' | 'sidebar' | 'versionSwitch'>,
      content: ApiPageContent,
      openPackage?: { pkg: ReferencePackage; symbol?: ApiSymbol },
    ) => {
      pages.push({
        path,
        dataName: `${version.name}-${dataName}`,
        data: {
          frame: {
            ...frame,
            permalink: withBase(baseUrl, path),
            searchTag: apiSearchTag(version.name),
            versionLabel: version.label,
            sidebar: sidebar(version, baseUrl, groupOf, openPackage),
            versionSwitch: versionSwitch(other, place, baseUrl),
          },
          content,
        },
      });
    };
    const root = { label: version.label, href: versionPath(baseUrl, version.path) };

    page(
      version.path,
      'landing',
      { kind: 'landing' },
      { title: `API reference: ${version.label}`, description: version.description, breadcrumbs: [{ label: `API: ${version.label}` }] },
      { type: 'version', version: summaries[v], otherVersions: summaries.filter((_, i) => i !== v), typedocVersion: model.typedoc },
    );

    const optionsPackage = version.packages.find((pkg) => pkg.entry.id === options.optionsPage.package);
    page(
      `${version.path}/options`,
      'options',
      { kind: 'options' },
      {
        title: `Options: ${version.label}`,
        description: options.optionsPage.intro,
        breadcrumbs: [{ label: `API: ${version.label}`, href: root.href }, { label: 'Options' }],
      },
      {
        type: 'options',
        intro: options.optionsPage.intro,
        options: options.optionsPage.symbols.map((name) => {
          const symbol = optionsPackage?.symbols.find((candidate) => candidate.name === name);
          return symbol && optionsPackage
            ? { symbol: summaryOf(symbol, version, optionsPackage), members: symbol.members.map(withoutSignatures) }
            : { missing: name };
        }),
      },
    );

    for (const pkg of version.packages) {
      if (!pkg.entry.href) continue;
      const packageCrumbs = [{ label: `API: ${version.label}`, href: root.href }];
      page(
        `${version.path}/${pkg.entry.id}`,
        pkg.entry.id,
        { kind: 'package', packageId: pkg.entry.id },
        {
          title: `${pkg.entry.npmName} ${pkg.entry.version}`,
          description: pkg.entry.description ?? `The exports of ${pkg.entry.npmName} ${pkg.entry.version}.`,
          breadcrumbs: [...packageCrumbs, { label: pkg.entry.npmName }],
        },
        {
          type: 'package',
          entry: pkg.entry,
          groups: SYMBOL_GROUPS.map((group) => ({
            title: group.title,
            anchor: group.anchor,
            symbols: pkg.symbols.filter((symbol) => symbol.kind === group.kind).map((symbol) => summaryOf(symbol, version, pkg)),
          })).filter((group) => group.symbols.length > 0),
        },
        { pkg },
      );
      for (const symbol of pkg.symbols) {
        page(
          `${version.path}/${pkg.entry.id}/${symbol.slug}`,
          `${pkg.entry.id}-${symbol.slug}`,
          { kind: 'symbol', packageId: pkg.entry.id, name: symbol.name },
          {
            title: `${symbol.name} (${pkg.entry.npmName})`,
            description: summaryOf(symbol, version, pkg).blurb ?? `${symbol.name}, ${symbol.kind} of ${pkg.entry.npmName} ${pkg.entry.version}.`,
            breadcrumbs: [...packageCrumbs, { label: pkg.entry.npmName, href: pkg.entry.href }, { label: symbol.name }],
          },
          { type: 'symbol', packageEntry: pkg.entry, symbol },
          { pkg, symbol },
        );
      }
    }
  });
  return pages;
}

const withBase = (baseUrl: string, path: string) => versionPath(baseUrl, path);

function versionSummary(version: ReferenceVersion, baseUrl: string): ApiVersionSummary {
  return {
    name: version.name,
    label: version.label,
    href: versionPath(baseUrl, version.path),
    description: version.description,
    packages: version.packages.map((pkg) => pkg.entry),
  };
}

function symbolSummary(symbol: ApiSymbol, version: ReferenceVersion, pkg: ReferencePackage, baseUrl: string): ApiSymbolSummary {
  const summaryHtml = symbol.doc?.summaryHtml ?? symbol.signatures.find((signature) => signature.doc?.summaryHtml)?.doc?.summaryHtml;
  return {
    name: symbol.name,
    kind: symbol.kind,
    href: symbolPath(baseUrl, version.path, pkg.entry.id, symbol.slug),
    deprecated: symbol.deprecated,
    blurb: summaryHtml ? firstSentenceOfHtml(summaryHtml) : undefined,
  };
}

/** The options page lists members by their code and doc; a method's full signatures are on its type's page. */
function withoutSignatures(member: ApiMember): ApiMember {
  const { signatures: _signatures, ...rest } = member;
  return rest;
}

/** The symbols of one kind in a package, as a sidebar lists them. */
type GroupList = (version: ReferenceVersion, pkg: ReferencePackage, kind: ApiSymbol['kind']) => Array<{ name: string; href: string }>;

function sidebar(version: ReferenceVersion, baseUrl: string, groupOf: GroupList, open?: { pkg: ReferencePackage; symbol?: ApiSymbol }): ApiSidebar {
  return {
    versionLabel: version.label,
    overviewHref: versionPath(baseUrl, version.path),
    optionsHref: optionsPath(baseUrl, version.path),
    // Only the packages this version has pages for: one it lacks is named on the landing page, with why.
    packages: version.packages.flatMap((pkg) => {
      const href = pkg.entry.href;
      if (!href) return [];
      const isOpen = open?.pkg.entry.id === pkg.entry.id;
      return {
        id: pkg.entry.id,
        npmName: pkg.entry.npmName,
        href,
        groups: isOpen
          ? SYMBOL_GROUPS.filter((group) => pkg.symbols.some((symbol) => symbol.kind === group.kind)).map((group) => ({
              title: group.title,
              href: `${href}#${group.anchor}`,
              // The open symbol's group lists its neighbours; the others stay one link each, which keeps every page small.
              symbols: open?.symbol?.kind === group.kind ? groupOf(version, pkg, group.kind) : undefined,
            }))
          : undefined,
      };
    }),
  };
}

/** The same page in `other` when it exists there; else its package's page; else that version's landing. */
function versionSwitch(other: ReferenceVersion, place: Place, baseUrl: string): ApiVersionSwitch {
  const label = other.label;
  const landing = { label, href: versionPath(baseUrl, other.path), samePage: place.kind === 'landing' };
  if (place.kind === 'landing') return landing;
  if (place.kind === 'options') return { label, href: optionsPath(baseUrl, other.path), samePage: true };
  const pkg = other.packages.find((candidate) => candidate.entry.id === place.packageId && candidate.entry.href);
  if (!pkg) return landing;
  if (place.kind === 'package') return { label, href: packagePath(baseUrl, other.path, pkg.entry.id), samePage: true };
  const symbol = pkg.symbols.find((candidate) => candidate.name === place.name);
  if (symbol) return { label, href: symbolPath(baseUrl, other.path, pkg.entry.id, symbol.slug), samePage: true };
  return { label, href: packagePath(baseUrl, other.path, pkg.entry.id), samePage: false };
}
