import type { ApiTokenScope } from '@embodied/contracts';
import type { Auth } from '../auth/auth';
import type { ResolvedWorkspace } from '../db/queries/organisations/resolved-workspace';

export type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

/**
 * Gives the request's place to the next in line while `waiting` settles: for a wait that uses none
 * of the server's thread (a snapshot row in the database's group commit). The place is not taken
 * back afterwards: what is left is the answer, and at most one commit's worth of requests answer at
 * once (http/admission.ts).
 */
export type WaitOutside = <T>(waiting: Promise<T>) => Promise<T>;

/** What middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    clientAddress: string;
    requestId: string;
    /**
     * The headers every answer to this request carries (security headers, its id): added once the
     * handler has answered, or given to an answer made whole (http/answer-headers.ts).
     */
    answerHeaders: Record<string, string>;
    user: SessionUser;
    /** The session's id; not set on a call made with a personal API token. */
    sessionId: string;
    /** Set only on a call made with a personal API token: its id and scope. */
    apiTokenId: string | undefined;
    tokenScope: ApiTokenScope | undefined;
    /** With a personal API token: the organisation it acts in (null: the personal workspace). */
    tokenOrganisationId: string | null | undefined;
    /**
     * When the session guard took the request (`performance.now()`): every change to an identity
     * table committed before it counts for the guard's and the workspace check's memos.
     */
    arrivedAt: number;
    /** The workspace the call acts in, with the user's role there (http/workspace-access.ts). */
    workspace: ResolvedWorkspace;
    /** Gives the call's place in the admission gate to the next while it waits (http/admission.ts); unset on a probe. */
    waitOutside: WaitOutside | undefined;
  };
}
