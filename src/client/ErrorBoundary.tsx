/** Catches a crash while rendering a page and shows the theme's error page with a "Try again" reset. */
import { Component, type ReactNode } from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    return error ? <ErrorPageContent error={error} tryAgain={() => this.setState({ error: null })} /> : this.props.children;
  }
}
