/**
 * `@docusaurus/Translate` and `translate()` (Docusaurus: a message by id, with `{name}`
 * placeholders filled from `values`). The site has one locale, so the message is its own
 * translation; a declaration needs a message or an id, as in Docusaurus.
 */
import type { ReactNode } from 'react';
import { interpolate, type InterpolateValues } from './Interpolate';

export interface TranslateParam {
  message?: string;
  id?: string;
  description?: string;
}

function messageOf({ message, id }: TranslateParam): string {
  if (message === undefined && id === undefined) throw new Error('A translation needs a message or an id.');
  return message ?? id!;
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return interpolate(messageOf(param), values);
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: InterpolateValues }): ReactNode {
  if (children !== undefined && typeof children !== 'string') throw new Error('<Translate> takes a plain string as its children.');
  return <>{interpolate(messageOf({ message: children, id }), values)}</>;
}
