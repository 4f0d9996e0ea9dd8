import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { ErrorFallback } from './error-fallback';

/** Keeps a chart failure from taking the page down: the tables beside every chart carry the same figures. */
export function ChartBoundary({ children, fallback }: { children: ReactNode; fallback: string }) {
  return (
    <ErrorFallback
      fallback={
        <Text size="sm" role="status">
          {fallback}
        </Text>
      }
    >
      {children}
    </ErrorFallback>
  );
}
