/**
 * The content errors standing now (the site failed to load, pages' payloads failed to compile):
 * printed once each in the terminal, and shown in every page's error overlay, as a build report of
 * its own on the hot update stream, until the content is fixed.
 */
import type { DevErrorLog } from '../dev-error-log.ts';
import type { DevBundle } from './dev-bundle.ts';
import { devErrorOf } from './error-reports.ts';

/** Where a content error arose: loading the site, or making pages' payloads. */
export type ContentErrorSource = 'site' | 'content';

export class ContentErrors {
  /** The text the overlay shows, while any error stands. */
  private shown: string | null = null;

  constructor(
    private readonly errorLog: DevErrorLog,
    private readonly siteDir: string,
    private readonly bundle: Pick<DevBundle, 'publish' | 'hash'>,
  ) {}

  /** The content errors of one source: printed once each, shown in the pages. */
  show(source: ContentErrorSource, errors: unknown[]): void {
    const devErrors = errors.map((error) => devErrorOf(error, this.siteDir));
    this.errorLog.report(source, devErrors);
    this.shown = [...new Set(devErrors.map((e) => e.text))].join('\n\n');
    this.publishShown();
  }

  /** The site loaded again: its load error is fixed (in the terminal; the overlay clears once the payloads are made). */
  siteLoaded(): void {
    this.errorLog.report('site', []);
  }

  /** Every payload asked for was made: the overlay clears. */
  clear(): void {
    this.errorLog.report('content', []);
    if (this.shown === null) return;
    this.shown = null;
    // A build report without errors, for the bundle the page already runs: the overlay clears, nothing reloads.
    this.bundle.publish({ action: 'built', name: 'content', errors: [], warnings: [], hash: this.bundle.hash, time: 0, modules: {} });
  }

  /** After a compile: the hot client takes a bundle built without errors for "all is well", so an error still standing is said again. */
  repeat(): void {
    if (this.shown !== null) this.publishShown();
  }

  private publishShown(): void {
    this.bundle.publish({ action: 'built', name: 'content', errors: [this.shown!], warnings: [], hash: this.bundle.hash, time: 0, modules: {} });
  }
}
