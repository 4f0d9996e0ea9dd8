import { Component, type ReactNode } from 'react';
import { Button, Center, Paper, Text } from '@mantine/core';
import { useLocation } from 'react-router';

interface BoundaryState {
  failed: boolean;
  /** The address the state is about: a new one tries to render again. */
  at: string;
}

class Boundary extends Component<{ at: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih="60vh" p="md">
        {/* Drawn with the parts the first download has anyway (an Alert would split it into more files). */}
        <Paper
          withBorder
          shadow="sm"
          p="md"
          maw={520}
          role="alert"
          style={{ borderColor: 'var(--mantine-color-red-9)' }}
        >
          <Text fw={700} c="red.9">
            This page could not be loaded
          </Text>
          <Text size="sm" mt={4}>
            Its code did not arrive, or it could not be shown: the connection may have dropped, or a new version of
            Embodied was installed meanwhile. Nothing you saved is lost.
          </Text>
          <Button mt="sm" size="xs" variant="light" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Paper>
      </Center>
    );
  }
}

/**
 * Around every page: a page whose code cannot be fetched (or that fails to render) says so with a
 * way to reload, instead of leaving the screen blank. Going to another address tries again.
 */
export function PageLoadBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary at={pathname}>{children}</Boundary>;
}
