/** A request's context once its handler has answered: all these helpers need is the answer. */
interface Answered {
  readonly res: Response;
}

/**
 * Headers that middleware adds once the handler has answered, set on that answer's own headers.
 *
 * Hono's `c.header`, called after the handler, first rebuilds the response around its body: the
 * server's light response becomes a full WHATWG `Response` whose body is a stream, once for each
 * header, and the stream is then written out chunk by chunk. Under load that was a tenth of the
 * server thread's time (decision 019). Setting the header on `c.res.headers` changes the
 * answer in place. The headers every answer carries (app.ts) are set so on every answer not made
 * whole (http/answer-headers.ts), so no answer here has headers that may not change (a
 * `Response.redirect` or a fetched response).
 */
export function setOnAnswer(c: Answered, name: string, value: string): void {
  c.res.headers.set(name, value);
}

/** {@link setOnAnswer} for a header that may repeat (`set-cookie`). */
export function appendOnAnswer(c: Answered, name: string, value: string): void {
  c.res.headers.append(name, value);
}
