/** One problem with one input field. `path` is dotted/indexed (`locations[2].height`). */
export interface InputIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Thrown by every public calculator when its input is invalid. It lists every bad field, not
 * just the first, each with a message a person can act on.
 * @example
 * try { calculateWallLocation({ length: -1, height: 2.7, materialA: 'Block90', materialB: 'Foo' as never }) }
 * catch (e) { (e as EngineInputError).issues.length } // 2
 */
export class EngineInputError extends Error {
  readonly issues: InputIssue[];

  constructor(issues: readonly InputIssue[]) {
    super(`Invalid input: ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'EngineInputError';
    this.issues = [...issues];
  }
}

/**
 * Type guard that also works across bundles (checks the name, not only the prototype).
 * @example isEngineInputError(new EngineInputError([])) // true
 */
export function isEngineInputError(x: unknown): x is EngineInputError {
  return x instanceof EngineInputError || (x instanceof Error && x.name === 'EngineInputError' && 'issues' in x);
}
