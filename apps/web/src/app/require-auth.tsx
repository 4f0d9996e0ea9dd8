import { useEffect } from 'react';
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

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      client.clear();
      client.setQueryData(SESSION_KEY, null);
      const next = `${window.location.pathname}${window.location.search}`;
      void navigate(paths.login({ next }), { replace: true });
    });
    return () => setUnauthenticatedHandler(undefined);
  }, [client, navigate]);

  if (session.isPending) return <PageLoader />;
  if (!session.data?.user.emailVerified) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login({ next })} replace />;
  }
  return <Outlet />;
}
