import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** What the buyer sees instead: the same figures as a table. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A chart that cannot render (a browser without SVG features, a library fault) must not take
 * the market page down with it: its numbers are shown as a table instead.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[remote-mypage-market] chart failed, showing its table instead', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
