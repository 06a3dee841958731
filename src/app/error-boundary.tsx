/**
 * Catches render errors below it and shows the 'Unexpected Application Error!' screen. Keyed
 * by path in the layout, so navigating away (the screen's "Go to Homepage") clears the error.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';
import { ScreenLoadError } from './screen-load-error';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[glamour] a screen crashed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error)
      return (
        <RouteError
          error={error}
          // A screen whose code could not be had fails again in this page: a fresh load asks again.
          onRetry={() =>
            error instanceof ScreenLoadError
              ? window.location.reload()
              : this.setState({ error: null })
          }
        />
      );
    return this.props.children;
  }
}
