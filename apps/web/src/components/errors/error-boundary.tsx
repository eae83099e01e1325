import { Button } from '@mantine/core';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import type { ErrorPanelHeight } from '@/components/ui/error-panel';

export const REGION_ERROR_TITLE = 'Something went wrong';
export const REGION_ERROR_MESSAGE = 'This part of the page could not be shown. Please try again.';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Replaces the default panel; `retry` renders the children again. */
  fallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
  title?: string;
  message?: string;
  height?: ErrorPanelHeight;
  /** Called on retry, e.g. to reset the queries the region reads. */
  onRetry?: () => void;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean };

/**
 * Keeps a failing region from taking the page down: it shows an error panel with a retry button,
 * which renders the region again. (React still needs a class component for this.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback, title = REGION_ERROR_TITLE, message = REGION_ERROR_MESSAGE } = this.props;
    if (fallback) return fallback({ error: this.state.error, retry: this.retry });
    return (
      <div role="alert">
        <ErrorPanel title={title} message={message} height={this.props.height ?? 'small'}>
          <Button variant="outline" size="xs" onClick={this.retry}>
            Try again
          </Button>
        </ErrorPanel>
      </div>
    );
  }
}
