import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './analytics';

interface Props {
  children: ReactNode;
  /** Shown instead of the children once they threw. */
  fallback: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches render errors below it, posts them to the event log with eventType 'Error',
 * and shows the fallback. Route errors are caught by the router's errorElement instead
 * (app/RouteErrorPage), which reports the same way; this one guards everything outside it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
