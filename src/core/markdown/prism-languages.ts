/**
 * Prism languages beyond the set prism-react-renderer ships (bash, diff, java, toml, ...), loaded
 * into its Prism instance at build time when a code block first names one, as Docusaurus loads
 * `themeConfig.prism.additionalLanguages`, but on demand, so any of Prism's ~300 languages
 * highlights without configuration. A language's grammars it builds on (`require` in Prism's
 * component list) load first. Node only: pages ship highlighted markup, not grammars.
 */
import { createRequire } from 'node:module';
import { Prism } from 'prism-react-renderer';

const require = createRequire(import.meta.url);

interface PrismComponent {
  alias?: string | string[];
  require?: string | string[];
}

let components: Map<string, { id: string; requires: string[] }> | undefined;

/** Language name or alias -> its Prism component id and the components it requires. */
function componentIndex(): Map<string, { id: string; requires: string[] }> {
  if (components) return components;
  const list = (require('prismjs/components.json') as { languages: Record<string, PrismComponent | string> }).languages;
  components = new Map();
  for (const [id, entry] of Object.entries(list)) {
    if (id === 'meta' || typeof entry === 'string') continue;
    const info = { id, requires: [entry.require ?? []].flat() };
    for (const name of [id, ...[entry.alias ?? []].flat()]) components.set(name, info);
  }
  return components;
}

const attempted = new Set<string>();

function loadComponent(id: string): void {
  if (attempted.has(id)) return;
  attempted.add(id);
  const info = componentIndex().get(id);
  if (!info) return;
  for (const dependency of info.requires) if (!Prism.languages[dependency]) loadComponent(dependency);
  // Prism's component files extend the global `Prism`: point it at prism-react-renderer's instance while one loads.
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    require(`prismjs/components/prism-${info.id}.js`);
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}

/** Makes sure Prism knows a language (by name or alias), if Prism has it at all. Returns whether it does. */
export function ensurePrismLanguage(language: string): boolean {
  const name = language.toLowerCase();
  if (Prism.languages[name]) return true;
  const info = componentIndex().get(name);
  if (!info) return false;
  loadComponent(info.id);
  // An alias ("sh") names the grammar its component registered ("bash").
  if (!Prism.languages[name] && Prism.languages[info.id]) Prism.languages[name] = Prism.languages[info.id];
  return Boolean(Prism.languages[name]);
}

/**
 * The Prism components a browser loads for a language prism-react-renderer lacks, in load order
 * (the grammars it builds on first); empty when the bundled set has it or Prism has no such language.
 */
export function prismComponentChain(language: string): string[] {
  const name = language.toLowerCase();
  if (Prism.languages[name]) return [];
  const info = componentIndex().get(name);
  if (!info) return [];
  const chain: string[] = [];
  const visit = (id: string) => {
    if (chain.includes(id) || Prism.languages[id]) return;
    for (const dependency of componentIndex().get(id)?.requires ?? []) visit(dependency);
    chain.push(id);
  };
  visit(info.id);
  return chain;
}
