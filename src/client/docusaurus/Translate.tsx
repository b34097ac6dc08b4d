/**
 * `@docusaurus/Translate` and `translate()` (Docusaurus: a message by id, with `{name}`
 * placeholders filled from `values`). The message is the page's locale's translation of the id
 * (the site data's code translations: the theme's defaults for the locale, then the site's
 * `i18n/<locale>/code.json`), else the message written in the code, else the id; a declaration
 * needs a message or an id, as in Docusaurus.
 */
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate';

export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

/**
 * The locale's translations (id -> message). A page holds one locale, so they are set once from
 * its site data as the app renders (App.tsx) rather than read through a hook: `translate()` is
 * also called outside components, as in Docusaurus.
 */
let codeTranslations: Readonly<Record<string, string>> = {};

export function setCodeTranslations(translations: Readonly<Record<string, string>> | undefined): void {
  codeTranslations = translations ?? {};
}

function messageOf({ message, id }: TranslateParam): string {
  if (message === undefined && id === undefined) throw new Error('A translation needs a message or an id.');
  return codeTranslations[id ?? message!] ?? message ?? id!;
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return interpolate(messageOf(param), values);
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }): ReactNode {
  if (children !== undefined && typeof children !== 'string') throw new Error('<Translate> takes a plain string as its children.');
  return <>{interpolate(messageOf({ message: children, id }), values)}</>;
}
