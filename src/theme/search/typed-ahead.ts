/**
 * What the reader types while search opens. The modal's code (and then its first index files) can
 * take a while to arrive; from the moment search is asked for until the modal's own input has
 * focus, printable keys and Backspace typed anywhere on the page are taken here, in order, instead
 * of reaching the page. The modal shell shows them as they come, and the modal's input receives
 * the whole text when it takes focus, so no keystroke is lost however slow the load.
 * (Closures rather than a class: this ships with every page, and a minifier shortens locals.)
 */

/** The modal's input (DocSearch's): when it takes focus, it receives what was typed ahead. */
const MODAL_INPUT_CLASS = 'DocSearch-Input';

export interface TypedAhead {
  /** Starts taking keys, from `initial` (a key typed on the search button). */
  start(initial?: string): void;
  /** Stops taking keys (search closed, or the modal's input has the text). */
  stop(): void;
  /** The text typed so far. */
  current(): string;
  /** Replaces the text (the shell's input changed by other means than keys, e.g. a paste). */
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}

/** Sets an input's value so that React's onChange sees it (React tracks the value property). */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function createTypedAhead(): TypedAhead {
  let text = '';
  let capturing = false;
  const listeners = new Set<() => void>();
  const set = (next: string) => {
    if (next === text) return;
    text = next;
    listeners.forEach((listener) => listener());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') set(text.slice(0, -1));
    else if (event.key.length === 1) set(text + event.key);
    else return;
    // Taken here: the shell shows it, and it must not also reach whatever has focus meanwhile.
    event.preventDefault();
    event.stopPropagation();
  };
  const onFocusIn = (event: FocusEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.classList.contains(MODAL_INPUT_CLASS)) return;
    // After the modal's mount effects (which focused it): keys typed until then are still taken here.
    queueMicrotask(() => {
      stop();
      if (input.isConnected && input.value !== text) typeInto(input, text);
    });
  };
  const stop = () => {
    if (!capturing) return;
    capturing = false;
    window.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  };
  return {
    start(initial = '') {
      set(initial);
      if (capturing) return;
      capturing = true;
      window.addEventListener('keydown', onKeyDown, true);
      document.addEventListener('focusin', onFocusIn, true);
    },
    stop,
    current: () => text,
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
