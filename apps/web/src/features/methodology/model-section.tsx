import { List, Stack, Title } from '@mantine/core';
import type { MethodologySection } from './methodology-types';
import { MethodologyTableView } from './methodology-table';
import classes from './methodology.module.css';

/** One part of the method: its statements, its formulas (plain text, as the engine states them) and its tables. */
export function ModelSection({ section, order }: { section: MethodologySection; order: 2 | 3 }) {
  return (
    <Stack component="section" id={section.id} className={classes.anchor} gap="md">
      <Title order={order}>{section.title}</Title>
      {section.paragraphs.length > 0 && (
        <List spacing={6} className={classes.prose}>
          {section.paragraphs.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      )}
      {section.formulas.length > 0 && (
        <figure className={classes.figure}>
          <figcaption className={classes.figcaption}>Formulas</figcaption>
          <div className={classes.formulas}>
            {section.formulas.map((f) => (
              <code key={f} className={classes.formula}>
                {f}
              </code>
            ))}
          </div>
        </figure>
      )}
      {section.tables.map((t) => (
        <MethodologyTableView key={t.title} table={t} />
      ))}
    </Stack>
  );
}
