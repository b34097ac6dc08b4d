/**
 * `@docusaurus/Interpolate` (Docusaurus: replaces `{name}` placeholders in a string with values,
 * which may be strings, numbers or React elements; unknown placeholders stay as written).
 */
import { cloneElement, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

export function interpolate(text: string, values?: Record<string, string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((segment, index) => {
    if (index % 2 === 0) return segment;
    const value = values?.[segment.slice(1, -1)];
    return value !== undefined ? value : segment;
  });
  if (!segments.some((segment) => isValidElement(segment))) return segments.join('');
  return segments.map((segment, index) => (isValidElement(segment) ? cloneElement(segment, { key: index }) : segment)).filter((segment) => segment !== '');
}

export default function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string') throw new Error('<Interpolate> takes a plain string as its children.');
  return <>{interpolate(children, values)}</>;
}
