import { useSyncExternalStore } from 'react';

/** Counts requests in flight; the full-screen loading overlay shows while the count is above 0 (spec section 4). */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const inFlight = {
  start: () => {
    count += 1;
    emit();
  },
  end: () => {
    count = Math.max(0, count - 1);
    emit();
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => count,
};

export function useInFlightCount(): number {
  return useSyncExternalStore(inFlight.subscribe, inFlight.get, () => 0);
}
