/**
 * The production build's preloading of a lazily loaded module's files (vite.config.ts,
 * `preloadInBatches`, puts this module in place of Vite's own helper, `__vitePreload`).
 *
 * Vite's helper adds one `<link rel="modulepreload">` for each file the module imports, all in the
 * task that asks for the module. The entry asks for the page's code while it is evaluated, and a
 * signed-in page's 40 to 54 files made that task about 25–55 ms longer here (a link costs 0.5–0.9 ms
 * on average to add in Chromium), four times that on Lighthouse's phone
 * (docs/benchmarks.md). Here the style sheets are added at once (the module waits for them, as with
 * Vite's helper, so nothing shows unstyled), and the script links {@link LINKS_PER_TASK} at a time,
 * each group in a task of its own, so the page's thread is never held for long. The module itself
 * is imported at once: the browser fetches a file once, whether a link or an import asks first.
 */

/** Script links added in one task: a group took 1–15 ms here (docs/benchmarks.md), four times that on Lighthouse's phone. */
export const LINKS_PER_TASK = 8;

/** What the preloader does to the page: add a link, and run work in a later task. */
export interface PreloadHost {
  /** Adds a link; for a style sheet, resolves once it has loaded and rejects if it failed. */
  addLink(href: string, kind: 'script' | 'style'): Promise<void> | undefined;
  /** Whether the page already has this link (the first paint's HTML has the page's style sheets). */
  hasLink(href: string, kind: 'script' | 'style'): boolean;
  /** Runs `work` in a task of its own, later. */
  later(work: () => void): void;
}

/** Vite's preload signature: the import, then the files it needs (relative to the base). */
export type Preload = <T>(load: () => Promise<T>, deps?: readonly string[]) => Promise<T>;

/** A preloader adding links through `host`; `base` is the build's base path ("/"). */
export function createPreloader(host: PreloadHost, base: string): Preload {
  const seen = new Set<string>();
  /** Style sheets still loading: a later import that needs one waits for it too. */
  const loadingStyles = new Map<string, Promise<void>>();
  const scripts: string[] = [];
  let draining = false;
  const drain = () => {
    for (const href of scripts.splice(0, LINKS_PER_TASK)) void host.addLink(href, 'script');
    if (scripts.length > 0) host.later(drain);
    else draining = false;
  };
  return (load, deps = []) => {
    const styles: Promise<void>[] = [];
    for (const dep of deps) {
      const href = base + dep;
      if (seen.has(href)) {
        const loading = loadingStyles.get(href);
        if (loading) styles.push(loading);
        continue;
      }
      seen.add(href);
      const kind = dep.endsWith('.css') ? 'style' : 'script';
      if (host.hasLink(href, kind)) continue;
      if (kind === 'style') {
        const loaded = host.addLink(href, 'style');
        if (loaded) {
          styles.push(loaded);
          loadingStyles.set(href, loaded);
          // Settled either way, it is no longer waited for (as with Vite's helper).
          const settled = () => void loadingStyles.delete(href);
          loaded.then(settled, settled);
        }
      } else {
        scripts.push(href);
      }
    }
    if (scripts.length > 0 && !draining) {
      draining = true;
      drain();
    }
    // As Vite's helper: the module is imported once its style sheets are in; one that failed to load
    // fails the import (the page's boundary says so and offers a reload).
    return Promise.all(styles).then(load);
  };
}

/** The browser's document as a {@link PreloadHost}. */
export function documentHost(doc: Document): PreloadHost {
  return {
    addLink(href, kind) {
      const link = doc.createElement('link');
      link.rel = kind === 'style' ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      const loaded =
        kind === 'style'
          ? new Promise<void>((resolve, reject) => {
              link.addEventListener('load', () => resolve(), { once: true });
              link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), {
                once: true,
              });
            })
          : undefined;
      doc.head.appendChild(link);
      return loaded;
    },
    hasLink(href, kind) {
      const absolute = new URL(href, doc.baseURI).href;
      return Array.from(doc.getElementsByTagName('link')).some(
        (link) => link.href === absolute && (kind === 'script' || link.rel === 'stylesheet'),
      );
    },
    later: (work) => setTimeout(work, 0),
  };
}

/** The helper the build's dynamic imports call (its name is Vite's). */
export const __vitePreload: Preload =
  typeof document === 'undefined'
    ? (load) => load()
    : createPreloader(documentHost(document), import.meta.env.BASE_URL);
