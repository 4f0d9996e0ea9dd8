import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of `children` once rendering them has failed (a chunk that could not load, a chart that threw). */
export class ErrorFallback extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
