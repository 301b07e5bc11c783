import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the failed children; `reset` renders them again. */
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
  /** Where the error is logged from, e.g. 'Admin' or 'Módulo Produtos'. */
  name: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches what a part of the panel throws, so the rest of it keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name}] erro capturado:`, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null, failed: false });

  override render() {
    if (this.state.failed)
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
