import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Text } from '@mantine/core';
import { ChartBoundary } from './chart-boundary';

/**
 * A chart whose code (Mantine charts, Recharts and d3: about 100 KiB compressed) loads when the
 * chart is first drawn, not with the page: a calculator opened empty draws none, and its first
 * paint comes sooner on a slow link (docs/benchmarks.md). Until the code is there, a note of about
 * the chart's height holds its place; if the code cannot be loaded (no connection), the page says so
 * and goes on working.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  const Chart = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <ChartBoundary fallback="The chart could not be loaded. Check your connection, then reload the page to see it.">
        <Suspense
          fallback={
            <Center mih={height} role="status">
              <Text size="sm" c="gray.8">
                Loading the chart…
              </Text>
            </Center>
          }
        >
          <Chart {...props} />
        </Suspense>
      </ChartBoundary>
    );
  };
}
