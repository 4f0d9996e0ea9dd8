import { createBrowserRouter, Navigate } from 'react-router';
import { AuthLayout } from './auth-layout';
import { CalculatorLayout, type RouteHandle } from './calculator-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';

const page = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/** The seed's routes (spec section 2) plus ours; every page is its own chunk. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/slab" replace /> },
  {
    element: <AuthLayout />,
    children: [
      { path: '/login', lazy: async () => ({ Component: (await import('../features/account/login-page')).LoginPage }) },
      { path: '/register', lazy: async () => ({ Component: (await import('../features/account/register-page')).RegisterPage }) },
      { path: '/forgot-password', lazy: async () => ({ Component: (await import('../features/account/forgot-password-page')).ForgotPasswordPage }) },
      { path: '/reset-password', lazy: async () => ({ Component: (await import('../features/account/reset-password-page')).ResetPasswordPage }) },
      { path: '/verify-email-address', lazy: async () => ({ Component: (await import('../features/account/verify-email-page')).VerifyEmailPage }) },
    ],
  },
  {
    element: <CalculatorLayout />,
    children: [
      { path: '/methodology', ...page('Methodology'), lazy: async () => ({ Component: (await import('../features/methodology/methodology-page')).MethodologyPage }) },
      { path: '/shared/:token', ...page('Shared carbon snapshot'), lazy: async () => ({ Component: (await import('../features/snapshots/shared-snapshot-page')).SharedSnapshotPage }) },
      {
        element: <RequireAuth />,
        children: [
          { path: '/wall', ...page('Wall Data Entry Page'), lazy: async () => ({ Component: (await import('../features/walls/wall-page')).WallPage }) },
          { path: '/slab', ...page('Foundation Data Entry Page'), lazy: async () => ({ Component: (await import('../features/footings/slab-page')).SlabPage }) },
          { path: '/optimizer', ...page('Optimizer'), lazy: async () => ({ Component: (await import('../features/dwellings/optimizer-page')).OptimizerPage }) },
          { path: '/profile', ...page('Profile'), lazy: async () => ({ Component: (await import('../features/account/profile-page')).ProfilePage }) },
          { path: '/snapshots', ...page('Carbon snapshots'), lazy: async () => ({ Component: (await import('../features/snapshots/snapshots-page')).SnapshotsPage }) },
          { path: '/snapshots/:number', ...page('Carbon snapshot'), lazy: async () => ({ Component: (await import('../features/snapshots/snapshot-page')).SnapshotPage }) },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
