/**
 * The dev server's terminal record of errors: each error is printed once while it stands (a
 * rebuild, a second open tab or a retried render that fails the same way prints nothing new), and
 * when the last error of a file goes away, one line says so: `ok: docs/a.mdx compiles again`.
 * Errors come from several sources (the bundle, content compiles, pages' render reports), each
 * replacing its own list whenever it reports.
 */

export interface DevError {
  /** The file to fix, relative to the site (when known). */
  file?: string;
  /** The text printed, with its location. */
  text: string;
}

export interface DevErrorOutput {
  error(text: string): void;
  ok(line: string): void;
}

export class DevErrorLog {
  /** Source ('bundle', 'content', 'render /path') -> its standing errors. */
  private readonly standing = new Map<string, DevError[]>();

  constructor(private readonly output: DevErrorOutput) {}

  /** The errors a source has now (empty: all fixed); prints those not printed yet, and an ok line per file fixed. */
  report(source: string, errors: DevError[]): void {
    const before = this.all();
    if (errors.length) this.standing.set(source, errors);
    else this.standing.delete(source);
    const now = this.all();
    const printed = new Set(before.map((e) => e.text));
    for (const text of new Set(errors.map((e) => e.text))) if (!printed.has(text)) this.output.error(text);
    const failing = new Set(now.map((e) => e.file));
    for (const file of new Set(before.map((e) => e.file))) if (file && !failing.has(file)) this.output.ok(`ok: ${file} compiles again`);
  }

  private all(): DevError[] {
    return [...this.standing.values()].flat();
  }
}
