import { useCallback, useEffect, useRef, useState } from 'react';
import type { OptimizeDwellingResult } from '@embodied/engine';
import type { OptimizerJob, OptimizerReply } from './optimizer-messages';

export type OptimizerState =
  | { status: 'idle' }
  | { status: 'running'; previous?: OptimizeDwellingResult }
  | { status: 'done'; result: OptimizeDwellingResult; ms: number; key: string }
  | { status: 'error'; message: string };

/**
 * The optimizer in a Web Worker (one per page, created on first use, ended when the page goes).
 * Only the latest job's answer is kept, so quick changes never show a stale front.
 */
export function useOptimizerWorker() {
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef(0);
  const keys = useRef(new Map<number, string>());
  const [state, setState] = useState<OptimizerState>({ status: 'idle' });

  useEffect(() => () => worker.current?.terminate(), []);

  const run = useCallback((job: Omit<OptimizerJob, 'id'>) => {
    if (!worker.current) {
      worker.current = new Worker(new URL('./optimizer.worker.ts', import.meta.url), { type: 'module', name: 'optimizer' });
      worker.current.onmessage = (event: MessageEvent<OptimizerReply>) => {
        const reply = event.data;
        if (reply.id !== latest.current) return;
        const key = keys.current.get(reply.id) ?? '';
        keys.current.clear();
        setState(reply.ok ? { status: 'done', result: reply.result, ms: reply.ms, key } : { status: 'error', message: [reply.message, ...reply.issues.map((i) => `${i.path}: ${i.message}`)].join(' ') });
      };
      worker.current.onerror = (event) => {
        event.preventDefault();
        setState({ status: 'error', message: `The optimizer could not run in this browser (${event.message || 'worker error'}).` });
      };
    }
    const id = ++latest.current;
    keys.current.set(id, JSON.stringify(job));
    setState((s) => ({ status: 'running', previous: s.status === 'done' ? s.result : s.status === 'running' ? s.previous : undefined }));
    worker.current.postMessage({ ...job, id } satisfies OptimizerJob);
  }, []);

  return { state, run };
}
