import { List, Stack, Title } from '@mantine/core';
import { FormulaList } from './formula-list';
import type { MethodologySection } from './methodology-types';
import { MethodologyTableView } from './methodology-table';
import classes from './methodology.module.css';

/** One part of the method: its statements, its formulas (typeset, each with a sentence saying what it computes) and its tables. */
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
      {section.formulas.length > 0 && <FormulaList formulas={section.formulas} />}
      {section.tables.map((t) => (
        <MethodologyTableView key={t.title} table={t} />
      ))}
    </Stack>
  );
}
