import { describe, expect, it } from 'vitest';
import { createPreloader, LINKS_PER_TASK, type PreloadHost } from './module-preload';

/** A page as the preloader sees it: the links added, task by task, and the tasks still to run. */
function page(existing: string[] = []) {
  const tasks: (() => void)[] = [];
  const added: { href: string; kind: string; task: number }[] = [];
  const styles = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  let task = 0;
  const host: PreloadHost = {
    addLink(href, kind) {
      added.push({ href, kind, task });
      if (kind === 'script') return undefined;
      return new Promise<void>((resolve, reject) => styles.set(href, { resolve, reject }));
    },
    hasLink: (href) => existing.includes(href),
    later: (work) => void tasks.push(work),
  };
  const runTasks = () => {
    while (tasks.length > 0) {
      task++;
      tasks.shift()!();
    }
  };
  return { host, added, styles, runTasks };
}

const files = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `assets/f${from + i}.js`);

describe('preloading a lazily loaded module', () => {
  it('adds its script links a few per task, imports the module at once, and never holds a task for all of them', async () => {
    const p = page();
    const preload = createPreloader(p.host, '/');
    let imported = false;
    const module = preload(() => {
      imported = true;
      return Promise.resolve('page');
    }, files(20));
    await expect(module).resolves.toBe('page');
    expect(imported).toBe(true);
    // Only the first group is added in the asking task; the rest wait for later tasks.
    expect(p.added.map((a) => a.href)).toEqual(files(LINKS_PER_TASK).map((f) => `/${f}`));
    p.runTasks();
    expect(p.added.map((a) => a.href)).toEqual(files(20).map((f) => `/${f}`));
    const perTask = new Map<number, number>();
    for (const a of p.added) perTask.set(a.task, (perTask.get(a.task) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBe(LINKS_PER_TASK);
    expect(perTask.size).toBe(Math.ceil(20 / LINKS_PER_TASK));
  });

  it('adds a file once across imports, and none the page already has', () => {
    const p = page(['/assets/f0.js']);
    const preload = createPreloader(p.host, '/');
    void preload(() => Promise.resolve(), files(3));
    void preload(() => Promise.resolve(), files(4, 1));
    p.runTasks();
    expect(p.added.map((a) => a.href)).toEqual(['/assets/f1.js', '/assets/f2.js', '/assets/f3.js', '/assets/f4.js']);
  });

  it('imports the module only once its style sheets have loaded, and fails the import if one did not', async () => {
    const p = page();
    const preload = createPreloader(p.host, '/base/');
    let imported = 0;
    const load = () => {
      imported++;
      return Promise.resolve('page');
    };
    const first = preload(load, ['assets/page.css', 'assets/page.js']);
    // The style sheet is added at once, in the asking task, whatever the group size.
    expect(p.added[0]).toEqual({ href: '/base/assets/page.css', kind: 'style', task: 0 });
    await Promise.resolve();
    expect(imported).toBe(0);
    p.styles.get('/base/assets/page.css')!.resolve();
    await expect(first).resolves.toBe('page');
    expect(imported).toBe(1);

    // Another module needing a style sheet that is still loading waits for it too.
    const shared = preload(load, ['assets/shared.css']);
    const sharing = preload(load, ['assets/shared.css', 'assets/sharing.js']);
    await Promise.resolve();
    expect(imported).toBe(1);
    expect(p.added.filter((a) => a.href === '/base/assets/shared.css')).toHaveLength(1);
    p.styles.get('/base/assets/shared.css')!.resolve();
    await expect(Promise.all([shared, sharing])).resolves.toEqual(['page', 'page']);
    expect(imported).toBe(3);

    const second = preload(load, ['assets/other.css']);
    p.styles.get('/base/assets/other.css')!.reject(new Error('Unable to preload CSS for /base/assets/other.css'));
    await expect(second).rejects.toThrow('Unable to preload CSS');
    expect(imported).toBe(3);
  });
});
