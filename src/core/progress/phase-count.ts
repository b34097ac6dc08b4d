/**
 * How far a phase's work has got when it is made of many like items (Markdown files compiled,
 * pages prerendered): whoever does the work counts here, and a live progress line reads it when it
 * redraws. Counting is two integer additions per item, so it costs nothing measurable.
 */
export class PhaseCount {
  /** Items queued so far (it grows while work is still being found). */
  total = 0;
  /** Items finished. */
  done = 0;

  /** More items were queued. */
  add(items: number): void {
    this.total += items;
  }

  /** Items finished. */
  finish(items = 1): void {
    this.done += items;
  }

  /** "120/352", or "" while nothing was counted (a phase that found all its work done already). */
  text(): string {
    return this.total ? `${this.done}/${this.total}` : '';
  }
}
