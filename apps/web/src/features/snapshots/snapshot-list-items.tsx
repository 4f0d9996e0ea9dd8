import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { datasetForPeople } from '@embodied/engine';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { figureForPeople, type SnapshotFigure, type SnapshotKind, type SnapshotSummary } from '@embodied/contracts';
import { datasetName, formatFigure, KIND_LABELS } from './snapshot-format';
import { useUserTime } from '../../lib/use-user-time';

export function Figures({ figures }: { figures: SnapshotFigure[] }) {
  if (figures.length === 0)
    return (
      <Text size="sm" c="gray.7">
        No figures recorded.
      </Text>
    );
  return (
    <Group gap="lg" component="dl" m={0} wrap="wrap">
      {figures.map((f) => {
        const shown = figureForPeople(f);
        return (
          <div key={f.key}>
            <Text component="dt" size="xs" c={shown.tone === 'increase' ? 'red.9' : 'gray.7'}>
              {shown.label}
            </Text>
            <Text component="dd" m={0} fw={600} c={shown.tone === 'increase' ? 'red.9' : undefined}>
              {formatFigure({ ...f, value: shown.value })}
            </Text>
          </div>
        );
      })}
    </Group>
  );
}

/** How many snapshots a comparison takes. */
export const COMPARE_COUNT = 2;

/** A snapshot chosen for a comparison: its number, and its kind (only snapshots of one kind compare). */
export interface ChosenSnapshot {
  number: number;
  kind: SnapshotKind;
}

/**
 * Why a snapshot's Compare box cannot be ticked now, or undefined when it can: two are chosen
 * already, or the one chosen is of another kind (a comparison sets two of one kind side by side).
 */
export function compareBlocked(chosen: readonly ChosenSnapshot[], item: ChosenSnapshot): string | undefined {
  if (chosen.some((c) => c.number === item.number)) return undefined;
  if (chosen.length >= COMPARE_COUNT) return undefined;
  const first = chosen[0];
  if (first && first.kind !== item.kind)
    return `Only another ${KIND_LABELS[first.kind]} snapshot compares with #${first.number}.`;
  return undefined;
}

/**
 * The list: newest first, each with kind, project, headline figures and date, opening its view,
 * and a box to select it for a comparison (two at most).
 */
export function SnapshotListItems({
  items,
  selected,
  onToggle,
  showCreator,
}: {
  items: SnapshotSummary[];
  selected: readonly ChosenSnapshot[];
  onToggle: (item: ChosenSnapshot) => void;
  /** Say who made each one (in an organisation; in the personal workspace it is always the user). */
  showCreator: boolean;
}) {
  const time = useUserTime();
  const full = selected.length >= COMPARE_COUNT;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Snapshots">
      {items.map((s) => {
        const ticked = selected.some((c) => c.number === s.number);
        const otherKind = compareBlocked(selected, s);
        return (
          <Paper component="li" key={s.number} withBorder p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" mb={6}>
              <Anchor component={Link} to={paths.snapshot(s.number)} fw={700}>
                Snapshot #{s.number} · {s.project}
              </Anchor>
              <Group gap="sm" wrap="wrap" align="flex-start" style={{ minWidth: 0 }}>
                <Badge variant="outline" color="forest.9">
                  {KIND_LABELS[s.kind]}
                </Badge>
                <Checkbox
                  label="Compare"
                  aria-label={`Compare snapshot #${s.number}`}
                  checked={ticked}
                  disabled={(full && !ticked) || otherKind !== undefined}
                  description={otherKind}
                  maw={220}
                  style={{ minWidth: 0 }}
                  onChange={() => onToggle({ number: s.number, kind: s.kind })}
                  size="sm"
                />
              </Group>
            </Group>
            <Figures figures={s.headlines} />
            <Text size="xs" c="gray.7" mt={6}>
              {time(s.createdAt)} · dataset {datasetForPeople(datasetName(s.datasetId), s.datasetVersion)}
              {showCreator && ` · created by ${s.createdBy}`}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
