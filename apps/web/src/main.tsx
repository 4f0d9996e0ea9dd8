// First: configures zod before any schema is built (see the file).
import './zod-config';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { startEarlyRequests } from './app/early-requests';
import { keepFocusThroughFirstRender } from './app/first-paint-focus';
import { Providers } from './app/providers';
import { AppRoutes, preloadMatchedRoutes } from './app/router';
import { LoadingOverlay } from './components/loading-overlay';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The code of the page the address opens, and the requests it will make, start at once; React
// renders the page when its code is here (until then index.html's loading shell, or the page's
// first paint, shows). The first render is a transition, so React renders it in slices and the
// browser stays responsive in between (on a slow phone it was one block of main-thread work several
// hundred ms long); the loading shell or first paint stays until the page is ready to show.
const pageCode = preloadMatchedRoutes(window.location.pathname);
const earlyRequests = startEarlyRequests();
const focus = keepFocusThroughFirstRender(root);

/** Runs once React has put the first render in the page, before the browser paints it. */
function FirstRenderDone() {
  useLayoutEffect(() => focus.restore(), []);
  return null;
}

void Promise.all([pageCode, earlyRequests]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <FirstRenderDone />
          <LoadingOverlay />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  ),
);
