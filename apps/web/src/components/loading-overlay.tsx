import { Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useInFlightCount } from '../lib/in-flight';

/** The full-screen spinner shown while any request is in flight (spec section 4). */
export function LoadingOverlay() {
  const count = useInFlightCount();
  if (count === 0) return null;
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={0.25} blur={1} center data-testid="loading-overlay">
      <div role="status" aria-live="polite">
        <Loader size="xl" color="forest.8" />
        <VisuallyHidden>Working…</VisuallyHidden>
      </div>
    </Overlay>
  );
}
