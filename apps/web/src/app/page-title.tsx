import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/** Where a page of the signed-in shell says its title: the shell's top bar (calculator-layout.tsx). */
export const PageTitleContext = createContext<(title: string) => void>(() => {});

/** Names the page it wraps in the shell's top bar and the browser's tab, before the page paints. */
export function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  const setTitle = useContext(PageTitleContext);
  useLayoutEffect(() => setTitle(title), [setTitle, title]);
  return children;
}
