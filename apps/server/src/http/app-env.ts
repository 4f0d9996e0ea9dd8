import type { ApiTokenScope } from '@embodied/contracts';
import type { Auth } from '../auth/auth';
import type { ResolvedWorkspace } from '../db/queries/teams';

export type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

/** What middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    clientAddress: string;
    requestId: string;
    user: SessionUser;
    /** The session's id; not set on a call made with a personal API token. */
    sessionId: string;
    /** Set only on a call made with a personal API token: its id and scope. */
    apiTokenId: string | undefined;
    tokenScope: ApiTokenScope | undefined;
    /** The workspace the call acts in, with the user's role there (http/workspace-access.ts). */
    workspace: ResolvedWorkspace;
  };
}
