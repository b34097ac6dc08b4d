/** Small statistics and size helpers shared by the measurements. */
import { gzipSync } from 'node:zlib';

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Raw and gzip (level 6, a typical server setting) sizes in bytes. */
export interface Size {
  raw: number;
  gzip: number;
}

export function sizeOf(content: Buffer | string): Size {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 6 }).length };
}

export const addSizes = (sizes: Size[]): Size => ({ raw: sizes.reduce((a, s) => a + s.raw, 0), gzip: sizes.reduce((a, s) => a + s.gzip, 0) });
