import { useId } from 'react';
import { Accordion, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { UpfrontModulesBody, UpfrontOptionsBody } from '@embodied/contracts';
import {
  CLASS_SCENARIOS,
  MATERIAL_CLASSES,
  MATERIAL_CLASS_LABELS,
  TRANSPORT_SCENARIOS,
  UPFRONT_LIMITS,
  type MaterialClass,
} from '@embodied/engine';
import { formatNumber } from '../lib/format';

/*
 * The upfront modules on a calculator page (issue 51): a result's A1–A3, A4, A5 and A1–A5 side by
 * side, and the transport distances a user may set by material class.
 */

const MODULE_ROWS = [
  { key: 'a1a3', label: 'A1–A3 product stage' },
  { key: 'a4', label: 'A4 transport to site' },
  { key: 'a5', label: 'A5 construction' },
  { key: 'a1a5', label: 'A1–A5 upfront carbon' },
] as const;

/** One column of the modules table: a result (e.g. option A) and its modules. */
export interface ModulesColumn {
  readonly name: string;
  readonly modules: Pick<UpfrontModulesBody, 'a1a3' | 'a4' | 'a5' | 'a1a5'>;
}

/**
 * Each result by module in kgCO2e, one column per result. `caption` says what the columns are;
 * `decimals` as the page shows its figures (wall 2, slab and optimizer 0).
 */
export function UpfrontModulesTable({
  caption,
  columns,
  decimals = 0,
  label = 'Upfront carbon by module',
}: {
  caption: string;
  columns: readonly ModulesColumn[];
  decimals?: number;
  label?: string;
}) {
  const captionId = useId();
  return (
    <Stack gap={4}>
      <Table
        striped
        withTableBorder
        layout="fixed"
        style={{ overflowWrap: 'anywhere' }}
        aria-label={label}
        aria-describedby={captionId}
        fz="sm"
        horizontalSpacing={6}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Module (kgCO2e)</Table.Th>
            {columns.map((c) => (
              <Table.Th scope="col" key={c.name} ta="right">
                {c.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MODULE_ROWS.map((row) => (
            <Table.Tr key={row.key} fw={row.key === 'a1a5' ? 700 : undefined}>
              <Table.Th scope="row" fw={row.key === 'a1a5' ? 700 : 400}>
                {row.label}
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c.name} ta="right" data-module={row.key}>
                  {formatNumber(c.modules[row.key], decimals)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="gray.8" id={captionId}>
        {caption}
      </Text>
    </Stack>
  );
}

const defaultKm = (c: MaterialClass) => TRANSPORT_SCENARIOS[CLASS_SCENARIOS[c].scenario].distanceKm.value;

/**
 * Transport distance by material class (A4): empty keeps the cited default scenario (100 km within
 * the state; 2,000 km for steel and aluminium). `classes` limits the fields to the classes the page's
 * build-ups use. Waste factors keep their defaults here (the API takes them too).
 */
export function TransportDistanceFields({
  value,
  onChange,
  classes = MATERIAL_CLASSES,
}: {
  value: UpfrontOptionsBody;
  onChange: (next: UpfrontOptionsBody) => void;
  classes?: readonly MaterialClass[];
}) {
  const km = value?.transportKm ?? {};
  const set = (c: MaterialClass, v: number | string) => {
    const next: Partial<Record<MaterialClass, number>> = { ...km };
    if (typeof v === 'number' && Number.isFinite(v)) next[c] = v;
    else delete next[c];
    const transportKm = Object.keys(next).length > 0 ? next : undefined;
    const rest = { ...(value ?? {}) };
    delete rest.transportKm;
    onChange(transportKm || rest.wastePercent ? { ...rest, ...(transportKm ? { transportKm } : {}) } : undefined);
  };
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="transport">
        <Accordion.Control>Transport to site (A4): distances by material</Accordion.Control>
        <Accordion.Panel>
          <Text size="xs" c="gray.8" mb="xs">
            Leave a field empty for the default road distance (CIBSE TM65 ANZ scenarios). A local supplier, such as a
            brickworks 40 km away, changes A4 only.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {classes.map((c) => (
              <NumberInput
                key={c}
                label={`${MATERIAL_CLASS_LABELS[c]} (km)`}
                placeholder={`${formatNumber(defaultKm(c), 0)} (default)`}
                min={UPFRONT_LIMITS.transportKm.min}
                max={UPFRONT_LIMITS.transportKm.max}
                allowNegative={false}
                thousandSeparator=","
                value={km[c] ?? ''}
                onChange={(v) => set(c, v)}
              />
            ))}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
