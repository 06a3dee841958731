/**
 * An error boundary for one region of the page (the navbar, the footer, a badge): a render error
 * there shows a small notice with 'Try again' in its place, and the rest of the page keeps working.
 * It also clears itself when `resetKey` changes (the layout passes the path).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';

export interface RegionFallbackProps {
  error: Error;
  retry: () => void;
}

interface RegionBoundaryProps {
  /** What the region is, for the notice and the log: 'The navigation', 'The footer'. */
  name: string;
  children: ReactNode;
  /** What shows instead (default: RegionError); null shows nothing. */
  fallback?: ((props: RegionFallbackProps) => ReactNode) | null;
  /** A change (a new path) clears a caught error. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

export class RegionBoundary extends Component<RegionBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[glamour] ${this.props.name} crashed`, error, info.componentStack);
  }

  componentDidUpdate(previous: RegionBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback, name } = this.props;
    if (fallback === null) return null;
    if (fallback) return fallback({ error, retry: this.retry });
    return <RegionError name={name} onRetry={this.retry} />;
  }
}

/** The small notice in a broken region's place. */
export function RegionError({
  name,
  onRetry,
  children,
}: {
  name: string;
  onRetry: () => void;
  /** More ways out (a link home in place of the navbar). */
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      data-slot="region-error"
      className="flex flex-wrap items-center justify-center gap-3 border-y border-warning-500 bg-warning-50 px-4 py-3 text-sm text-neutral-900"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning-800" />
      <span>{name} could not be shown.</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
      {children}
    </div>
  );
}
