import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthenticatedHandler } from '../lib/api-client';
import { SESSION_KEY, useSession } from '../features/account/session';
import { PageLoader } from '../components/page-loader';
import { paths } from '../config/paths';

/** The guard that really guards: no verified session, no page; the user returns here after signing in. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Set when a call found the session gone while this page was open, so the sign-in page says why.
  const ended = useRef(false);

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      // Where the user was, read before the cache is cleared: clearing it re-renders this guard,
      // which may already have moved to /login by the time the navigation below runs.
      const here = `${window.location.pathname}${window.location.search}`;
      if (window.location.pathname === paths.login()) return;
      ended.current = true;
      client.clear();
      client.setQueryData(SESSION_KEY, null);
      // The session ended while the page was open: say so on the sign-in page (the draft is kept).
      void navigate(paths.login({ next: here, expired: '1' }), { replace: true });
    });
    return () => setUnauthenticatedHandler(undefined);
  }, [client, navigate]);

  if (session.isPending) return <PageLoader />;
  if (!session.data?.user.emailVerified) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login(ended.current ? { next, expired: '1' } : { next })} replace />;
  }
  return <Outlet />;
}
