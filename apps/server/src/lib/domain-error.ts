import type { FieldIssue } from '@embodied/contracts';

/**
 * What the layers below HTTP can refuse: a request that cannot be used as it is, an act the caller may
 * not do, a thing that is not there (or not the caller's), a clash with what is stored, a request the
 * server cannot take now (busy: try again later).
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unavailable';

/**
 * The error the data layer and the calculations raise when they refuse a request. They know nothing
 * of HTTP: the HTTP layer turns it into the API's error shape (http/app-error.ts, `appErrorOf`), with
 * this message and these issues unchanged.
 */
export class DomainError extends Error {
  constructor(
    public readonly kind: DomainErrorKind,
    message: string,
    /** The fields at fault, each named by its dotted path in the request. */
    public readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}
