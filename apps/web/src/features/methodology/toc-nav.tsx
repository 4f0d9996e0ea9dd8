import { Anchor, Text } from '@mantine/core';
import type { TocEntry } from './methodology-toc';
import classes from './methodology.module.css';

function TocList({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <ul className={classes.tocList}>
      {entries.map((e) => (
        <li key={e.id}>
          {/* A plain fragment link: the browser scrolls to the anchor; the router keeps the page. */}
          <Anchor href={`#${e.id}`} size="sm" underline="hover">
            {e.title}
          </Anchor>
          {e.children && e.children.length > 0 && <TocList entries={e.children} />}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": links to every section, dataset and model. */
export function TocNav({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="methodology-toc-title" className={`${classes.toc} no-print`}>
      <Text id="methodology-toc-title" fw={700} mb="xs">
        On this page
      </Text>
      <TocList entries={entries} />
    </nav>
  );
}
