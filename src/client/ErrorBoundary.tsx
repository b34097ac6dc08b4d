/**
 * Catches a crash while rendering a page and shows the theme's error page with a "Try again" reset.
 * New content or code for the route (a new record: `resetKey`, or a hot update) renders it again by itself. The dev
 * server's client installs a richer view (source file, line, component stack, reported to the
 * terminal) with `installDevErrorView`; production bundles never load it.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';

/** What a crashed route shows in the dev server, and how the dev server hears of it. */
export interface DevErrorView {
  render(params: { error: Error; componentStack: string; route: string; tryAgain: () => void }): ReactNode;
  /** The route crashed (once per crash). */
  caught(route: string, error: Error, componentStack: string): void;
  /** The route rendered again after a crash. */
  recovered(route: string): void;
  /** Calls `retry` after each hot update of the application's code; returns an unsubscribe function. */
  onCodeUpdate(retry: () => void): () => void;
}

let devErrorView: DevErrorView | undefined;

/** Dev server only: crashed routes show this view instead of the theme's error page. */
export function installDevErrorView(view: DevErrorView): void {
  devErrorView = view;
}

interface Props {
  children: ReactNode;
  /** The route's path (the dev server finds its source file from it). */
  route: string;
  /** Changes when new content or code for the route arrives: a crashed page then tries again. */
  resetKey: unknown;
}
interface State {
  error: Error | null;
  componentStack: string;
  /** The resetKey the error state belongs to. */
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: '', resetKey: this.props.resetKey };
  /** Dev server: stops listening for code updates. */
  private stopListening?: () => void;

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (process.env.NODE_ENV === 'production' || !devErrorView) return;
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    devErrorView.caught(this.props.route, this.state.error ?? new Error(String(error)), componentStack);
  }

  override componentDidMount(): void {
    // A code fix may not change the route's record (Fast Refresh updates the component in place).
    if (process.env.NODE_ENV !== 'production') this.stopListening = devErrorView?.onCodeUpdate(() => this.state.error && this.setState({ error: null }));
  }

  override componentWillUnmount(): void {
    this.stopListening?.();
  }

  override componentDidUpdate(_previous: Props, previousState: State): void {
    if (process.env.NODE_ENV !== 'production' && previousState.error && !this.state.error) devErrorView?.recovered(this.props.route);
  }

  override render(): ReactNode {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    if (process.env.NODE_ENV !== 'production' && devErrorView) return devErrorView.render({ error, componentStack, route: this.props.route, tryAgain });
    return <ErrorPageContent error={error} tryAgain={tryAgain} />;
  }
}
