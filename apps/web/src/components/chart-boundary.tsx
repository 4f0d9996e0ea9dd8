import { Component, type ReactNode } from 'react';
import { Text } from '@mantine/core';

/** Keeps a chart failure from taking the page down: the tables beside every chart carry the same figures. */
export class ChartBoundary extends Component<{ children: ReactNode; fallback: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Text size="sm" role="status">
        {this.props.fallback}
      </Text>
    ) : (
      this.props.children
    );
  }
}
