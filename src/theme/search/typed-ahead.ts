/**
 * What the reader types while search opens. The modal's code (and then its first index files) can
 * take a while to arrive; from the moment search is asked for until the modal's own input has
 * focus, printable keys and Backspace typed anywhere on the page are taken here, in order, instead
 * of reaching the page. The modal shell shows them as they come, and the modal's input receives
 * the whole text when it takes focus, so no keystroke is lost however slow the load.
 */

/** The modal's input (DocSearch's): when it takes focus, it receives what was typed ahead. */
const MODAL_INPUT_CLASS = 'DocSearch-Input';

type Listener = () => void;

/** Sets an input's value so that React's onChange sees it (React tracks the value property). */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export class TypedAhead {
  private text = '';
  private capturing = false;
  private readonly listeners = new Set<Listener>();

  /** Starts taking keys, from `initial` (a key typed on the search button). */
  start(initial = ''): void {
    this.set(initial);
    if (this.capturing) return;
    this.capturing = true;
    window.addEventListener('keydown', this.onKeyDown, true);
    document.addEventListener('focusin', this.onFocusIn, true);
  }

  /** Stops taking keys (search closed, or the modal's input has the text). */
  stop(): void {
    if (!this.capturing) return;
    this.capturing = false;
    window.removeEventListener('keydown', this.onKeyDown, true);
    document.removeEventListener('focusin', this.onFocusIn, true);
  }

  /** The text typed so far. */
  readonly current = (): string => this.text;

  /** Replaces the text (the shell's input changed by other means than keys, e.g. a paste). */
  readonly set = (text: string): void => {
    if (text === this.text) return;
    this.text = text;
    for (const listener of this.listeners) listener();
  };

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') this.set(this.text.slice(0, -1));
    else if (event.key.length === 1) this.set(this.text + event.key);
    else return;
    // Taken here: the shell shows it, and it must not also reach whatever has focus meanwhile.
    event.preventDefault();
    event.stopPropagation();
  };

  private readonly onFocusIn = (event: FocusEvent): void => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains(MODAL_INPUT_CLASS)) return;
    // After the modal's mount effects (which focused it): keys typed until then are still taken here.
    queueMicrotask(() => {
      this.stop();
      if (input.isConnected && input.value !== this.text) typeInto(input, this.text);
    });
  };
}
