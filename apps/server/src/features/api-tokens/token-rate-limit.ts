/**
 * Requests per token per minute, counted in this server process (a fixed one-minute window per
 * token). Several servers each allow the limit: documented in docs/security.md. Old windows are
 * dropped as the map is used, so it holds at most the tokens used in the last minute.
 */
export class TokenRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request: 0 when it is within the limit, else the whole seconds until the window ends. */
  take(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) {
      for (const [k, w] of this.windows) if (now - w.startedAt >= this.windowMs) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || now - w.startedAt >= this.windowMs) {
      w = { startedAt: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.max) return Math.max(1, Math.ceil((w.startedAt + this.windowMs - now) / 1000));
    w.count += 1;
    return 0;
  }
}
