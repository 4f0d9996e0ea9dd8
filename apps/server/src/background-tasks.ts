/**
 * Work that outlives its response (better-auth's background tasks, outgoing mail). A graceful
 * shutdown waits for it before closing the database, so nothing runs against a closed database.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  track(promise: Promise<unknown>): void {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** Resolves when every tracked task has settled (including tasks started while waiting). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
