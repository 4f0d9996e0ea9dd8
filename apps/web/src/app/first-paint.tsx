/**
 * What a page of the shell looks like before its code arrives, rendered to HTML when the app is
 * built (vite.config.ts) and never part of the app's download: the top bar with the page's title,
 * and the page's own heading and text where the page will show them, made by the pages' own
 * components. The server sends it, in place of index.html's loading shell, to a browser that
 * carries a session cookie (apps/server/src/http/static-assets.ts); a public page has a second one,
 * its top bar with Sign in, for a browser without. React replaces it with the page once the code is
 * here. Why: docs/decisions/021-first-paint.md.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CalculatorFirstPaint } from '../components/calculator-parts';
import { ROUTES } from '../config/paths';
import { OPTIMIZER_PAGE } from '../features/dwellings/dwellings-page';
import { FOOTINGS_PAGE } from '../features/footings/footings-page';
import { MethodologyFirstPaint } from '../features/methodology/methodology-page';
import { CustomProductsFirstPaint } from '../features/custom-products/custom-products-page';
import { SnapshotsFirstPaint } from '../features/snapshots/snapshots-page';
import { WallFirstPaint } from '../features/walls/wall-page';
import { documentTitle, ShellFrame } from './signed-in-shell';
import { titleAt } from './router';
import { PRODUCT_NAME } from '../lib/brand';
import { cssVariablesResolver, theme } from './theme';

/** The code the router loads around a page (router.tsx): the shell, and the guard of signed-in pages. */
const SHELL = 'src/app/signed-in-shell.tsx';
const SIGNED_IN = [SHELL, 'src/app/require-auth.tsx'];

/**
 * The pages with a first paint, by address: the shell's most visited ones. `modules` are the source
 * files the router loads for the page, its layouts' and its own (the build fails if no chunk has
 * one): the first paint links their styles. A `public` page (one a visitor reads without signing
 * in) also has a signed-out first paint.
 */
const FIRST_PAINTS: Record<string, { modules: string[]; public?: true; render: () => ReactNode }> = {
  [ROUTES.footings]: {
    modules: [...SIGNED_IN, 'src/features/footings/footings-page.tsx'],
    render: () => <CalculatorFirstPaint {...FOOTINGS_PAGE} />,
  },
  [ROUTES.walls]: { modules: [...SIGNED_IN, 'src/features/walls/wall-page.tsx'], render: () => <WallFirstPaint /> },
  [ROUTES.dwellings]: {
    modules: [...SIGNED_IN, 'src/features/dwellings/dwellings-page.tsx'],
    render: () => <CalculatorFirstPaint {...OPTIMIZER_PAGE} />,
  },
  [ROUTES.customProducts]: {
    modules: [...SIGNED_IN, 'src/features/custom-products/custom-products-page.tsx'],
    render: () => <CustomProductsFirstPaint />,
  },
  [ROUTES.snapshots]: {
    modules: [...SIGNED_IN, 'src/features/snapshots/snapshots-page.tsx'],
    render: () => <SnapshotsFirstPaint />,
  },
  [ROUTES.methodology]: {
    modules: [SHELL, 'src/features/methodology/methodology-page.tsx'],
    public: true,
    render: () => <MethodologyFirstPaint />,
  },
};

/**
 * One page's first paint: its address, whether it is the one for a browser with a session, the
 * source files the router loads for it, the browser tab's title and what goes in `#root`.
 */
export interface FirstPaint {
  path: string;
  signedIn: boolean;
  modules: string[];
  title: string;
  html: string;
}

/**
 * Every page's first paint, rendered as the app renders it (theme, router, shell): with a session,
 * the account's place kept unseen (the session is not known yet); without one, Sign in, as the
 * shell shows it to a visitor.
 */
export function renderFirstPaints(): FirstPaint[] {
  return Object.entries(FIRST_PAINTS).flatMap(([path, page]) => {
    const title = titleAt(path);
    const render = (signedIn: boolean): FirstPaint => ({
      path,
      signedIn,
      modules: page.modules,
      title: documentTitle(title),
      html: renderToString(
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <MemoryRouter initialEntries={[path]}>
            <ShellFrame title={title ?? PRODUCT_NAME} account={signedIn ? 'unknown' : null}>
              {page.render()}
            </ShellFrame>
          </MemoryRouter>
        </MantineProvider>,
      ),
    });
    return page.public ? [render(true), render(false)] : [render(true)];
  });
}
