/**
 * Group commit: calls that arrive while the database is busy are carried out together, in one
 * statement, and each caller is answered with its own part of the result once that statement has
 * finished (for a write: once it is committed, so nothing is acknowledged before it is stored).
 *
 * An idle server adds no waiting: the first call is sent at the next macrotask (`setImmediate`), with
 * whatever else arrived in the same turn. Under load, the calls that arrive while `concurrency`
 * statements run are the next statement's batch (at most `maxBatch` of them). This is how a
 * database's own group commit works, one level up: one statement (one parse, one plan, one commit)
 * serves many requests.
 *
 * A batch's callers are answered one per turn of the event loop (`handBack`): each answer's own work
 * (a Calculate writes its response) runs, and then the loop polls sockets and runs timers before the
 * next. Answered all at once, sixteen Calculates wrote their responses in one turn, and the health
 * check and the loop's timers waited for all of them (measured then, decision 019). The next batch
 * is sent as soon as the statement has finished, while the callers are still being answered.
 *
 * If a batch fails, its calls are tried again one at a time, so one bad call (a row the database
 * refuses) fails alone and every other call still gets its own answer.
 */
export interface BatchedOptions {
  /** Statements in flight at once: 1 for the embedded database (it runs one at a time anyway). */
  readonly concurrency: number;
  /** The most calls one statement carries. */
  readonly maxBatch: number;
}

export interface Waiting<I, O> {
  readonly input: I;
  readonly resolve: (output: O) => void;
  readonly reject: (err: unknown) => void;
}

/** Resolves each call with its output, one in each check phase (`setImmediate`) of the loop from now on. */
export function handBack<I, O>(batch: readonly Waiting<I, O>[], outputs: readonly O[]) {
  let i = 0;
  const answerNext = () => {
    batch[i]!.resolve(outputs[i]!);
    if (++i < batch.length) setImmediate(answerNext);
  };
  setImmediate(answerNext);
}

/**
 * `run` gets the batch's inputs and answers one output per input, in the same order; a call then
 * gets its own output.
 */
export function batched<I, O>(run: (inputs: I[]) => Promise<O[]>, options: BatchedOptions): (input: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = 0;
  let scheduled = false;

  /** One answer per input, or an error: never an answer that might be another call's. */
  const answers = async (inputs: I[]) => {
    const outputs = await run(inputs);
    if (outputs.length !== inputs.length) throw new Error(`a batch of ${inputs.length} gave ${outputs.length} answers`);
    return outputs;
  };

  const settle = async (batch: Waiting<I, O>[]) => {
    try {
      const outputs = await answers(batch.map((w) => w.input));
      handBack(batch, outputs);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const w of batch) {
        try {
          w.resolve((await answers([w.input]))[0]!);
        } catch (single) {
          w.reject(single);
        }
      }
    }
  };

  const pump = () => {
    scheduled = false;
    while (running < options.concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      running++;
      void settle(batch).finally(() => {
        running--;
        pump();
      });
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!scheduled && running < options.concurrency) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
