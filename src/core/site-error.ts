import { describeSystemError } from './system-error.ts';

/** A path as messages show it: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  return file.startsWith(process.cwd() + '/') ? file.slice(process.cwd().length + 1) : file;
}

/**
 * An error in a site's input (config, content, sidebars): it names the file, and the line and
 * column where known, so the message a writer sees points at what to fix.
 */
export class SiteError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
    readonly column?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SiteError';
  }

  /**
   * The site config is loaded through its own module graph (import-typescript-module.ts), so a
   * SiteError thrown there comes from another copy of this class: recognise it by name.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'SiteError';
  }

  /** "docs/a.mdx:3:7: message" (relative to cwd when possible). */
  get location(): string {
    if (!this.file) return '';
    const file = displayPath(this.file);
    return [file, this.line, this.line !== undefined ? this.column : undefined].filter((x) => x !== undefined).join(':');
  }

  override toString(): string {
    return this.location ? `${this.location}: ${this.message}` : this.message;
  }
}

/** Prints any error for a terminal: SiteErrors by location, system errors (a full disk, a port in use) in one line, others with their stack. */
export function formatError(error: unknown): string {
  if (error instanceof SiteError) return error.toString();
  const system = describeSystemError(error);
  if (system) return system;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
