import type { Auth } from '../auth/auth';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

/** What middleware puts on the request context. */
export interface AppEnv {
  Variables: {
    clientAddress: string;
    requestId: string;
    user: SessionUser;
    sessionId: string;
  };
}
