import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they threw; gets a retry that renders them again. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  children: ReactNode;
}

/** Keeps a failure inside one area: the rest of the page goes on working. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Reported once, with the component stack, so a broken area is visible in the console.
    console.error('[cypher] an area failed to render', error, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
