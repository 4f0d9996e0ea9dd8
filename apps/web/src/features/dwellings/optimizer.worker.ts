/// <reference lib="webworker" />
/**
 * Runs the optimizer off the main thread, so the page stays responsive while it searches every
 * design. The same engine the server runs: the same answer. The page speaks the form's (the API's)
 * field names; the engine its own, so this is where they are translated, both ways.
 */
// First: configures zod before the contracts build their schemas (see the file).
import '../../zod-config';
import { toEngineOptimizeInput, toSeedIssuePath, toSeedOptimizeResult } from '@embodied/contracts';
import { isEngineInputError, optimizeDwelling } from '@embodied/engine';
import type { OptimizerJob, OptimizerReply } from './optimizer-messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<OptimizerJob>) => {
  const { id, input, datasetId, products } = event.data;
  let reply: OptimizerReply;
  try {
    const started = performance.now();
    const result = toSeedOptimizeResult(optimizeDwelling(toEngineOptimizeInput(input), datasetId, products));
    reply = { id, ok: true, result, ms: performance.now() - started };
  } catch (err) {
    reply = isEngineInputError(err)
      ? {
          id,
          ok: false,
          message: 'Some inputs are out of range.',
          issues: err.issues.map((i) => ({ ...i, path: toSeedIssuePath(i.path) })),
        }
      : { id, ok: false, message: err instanceof Error ? err.message : 'The optimizer failed.', issues: [] };
  }
  scope.postMessage(reply);
};
