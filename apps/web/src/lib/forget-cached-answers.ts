/*
 * Forgetting every cached server answer when the signed-in identity changes (signing in). The
 * query cache's code is not part of the sign-in pages' download: when it has been loaded it
 * registers how to empty it here (app/query-client.ts), and when it has not, there is nothing to
 * forget.
 */
let forget: (() => void) | undefined;

/** Called once by the query cache's module. */
export function onForgetCachedAnswers(how: () => void): void {
  forget = how;
}

/** Drops every cached answer, if any were kept. */
export function forgetCachedAnswers(): void {
  forget?.();
}
