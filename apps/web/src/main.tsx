// First: configures zod before any schema is built (see the file).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { startEarlyRequests } from './app/early-requests';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
import { LoadingOverlay } from './components/loading-overlay';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

startEarlyRequests(queryClient);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <LoadingOverlay />
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
