import { useCallback, useEffect, useRef, useState } from 'react';
import type { OptimizerJob, OptimizerReply, SeedOptimizeResult } from './optimizer-messages';

/** A search, as the page asks for it. */
export type SearchJob = Omit<OptimizerJob, 'id'>;

export type OptimizerState =
  | { status: 'idle' }
  | { status: 'running'; previous?: SeedOptimizeResult }
  /** `job`: the search this result answers. */
  | { status: 'done'; result: SeedOptimizeResult; ms: number; job: SearchJob }
  | { status: 'error'; message: string };

/**
 * The optimizer in a Web Worker (one per page, created on first use, ended when the page goes).
 * Only the latest job's answer is kept, so quick changes never show a stale front.
 */
export function useOptimizerWorker() {
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef(0);
  const jobs = useRef(new Map<number, SearchJob>());
  const [state, setState] = useState<OptimizerState>({ status: 'idle' });

  useEffect(() => () => worker.current?.terminate(), []);

  const run = useCallback((job: SearchJob) => {
    if (!worker.current) {
      worker.current = new Worker(new URL('./optimizer.worker.ts', import.meta.url), {
        type: 'module',
        name: 'optimizer',
      });
      worker.current.onmessage = (event: MessageEvent<OptimizerReply>) => {
        const reply = event.data;
        if (reply.id !== latest.current) return;
        const job = jobs.current.get(reply.id);
        jobs.current.clear();
        if (!reply.ok)
          setState({
            status: 'error',
            message: [reply.message, ...reply.issues.map((i) => `${i.path}: ${i.message}`)].join(' '),
          });
        else if (job) setState({ status: 'done', result: reply.result, ms: reply.ms, job });
      };
      worker.current.onerror = (event) => {
        event.preventDefault();
        setState({
          status: 'error',
          message: `The optimizer could not run in this browser (${event.message || 'worker error'}).`,
        });
      };
    }
    const id = ++latest.current;
    jobs.current.set(id, job);
    setState((s) => ({
      status: 'running',
      previous: s.status === 'done' ? s.result : s.status === 'running' ? s.previous : undefined,
    }));
    worker.current.postMessage({ ...job, id } satisfies OptimizerJob);
  }, []);

  return { state, run };
}
