/**
 * `@docusaurus/ErrorBoundary` (Docusaurus: catches a crash below it in the browser and renders
 * `fallback({error, tryAgain})`, by default the theme's error view `@theme/Error`). While
 * prerendering an error is not caught, so the build reports it.
 */
import { Component, type ReactNode } from 'react';
// Docusaurus's `@theme/Error` (the same component, also under its Docusaurus name).
import ThemeError from '@theme/ErrorPageContent';

export interface ErrorBoundaryFallbackParams {
  error: Error;
  tryAgain: () => void;
}

export interface ErrorBoundaryProps {
  fallback?: (params: ErrorBoundaryFallbackParams) => ReactNode;
  children?: ReactNode;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  override componentDidCatch(error: unknown): void {
    if (typeof window !== 'undefined') this.setState({ error: error instanceof Error ? error : new Error(String(error)) });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const params = { error, tryAgain: () => this.setState({ error: null }) };
    return this.props.fallback ? this.props.fallback(params) : <ThemeError {...params} />;
  }
}
