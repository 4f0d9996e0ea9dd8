import {
  Alert,
  Anchor,
  Checkbox,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { EPD_FORMAT_LABELS, unitForPeople, type EpdModules, type EpdPreview } from '@embodied/contracts';
import {
  DECLARED_UNITS,
  DECLARED_UNIT_LABELS,
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  type DeclaredUnit,
  type ProductSlotKey,
} from '@embodied/engine';
import { formatFactor, formatValidUntil } from '../../lib/custom-products';

/** What the user chooses for one EPD of the file. */
export interface EpdChoice {
  include: boolean;
  replaces: ProductSlotKey | null;
  declaredUnit: DeclaredUnit | null;
  densityKgPerM3: number | null;
  massPerAreaKgPerM2: number | null;
  confirm: boolean;
}

export const NO_CHOICE: EpdChoice = {
  include: true,
  replaces: null,
  declaredUnit: null,
  densityKgPerM3: null,
  massPerAreaKgPerM2: null,
  confirm: false,
};

const SLOT_OPTIONS = [...PRODUCT_SLOT_KEYS]
  .sort((a, b) => PRODUCT_SLOTS[a].label.localeCompare(PRODUCT_SLOTS[b].label, 'en-AU'))
  .map((k) => ({ value: k, label: `${PRODUCT_SLOTS[k].label} (${unitForPeople(PRODUCT_SLOTS[k].unit)})` }));
const UNIT_OPTIONS = DECLARED_UNITS.map((u) => ({ value: u, label: DECLARED_UNIT_LABELS[u] }));

const cell = (v: number | null | undefined) => (v === null || v === undefined ? 'not declared' : formatFactor(v));

function GwpTable({ gwp, unit }: { gwp: EpdPreview['gwp']; unit: string }) {
  const rows: [string, EpdModules | null][] = [
    ['GWP-total', gwp.total],
    ['GWP-fossil', gwp.fossil],
    ['GWP-biogenic', gwp.biogenic],
  ];
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder>
        <Table.Caption>GWP in kgCO2e per {unit}, as the EPD declares it</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Indicator</Table.Th>
            <Table.Th scope="col">A1–A3</Table.Th>
            <Table.Th scope="col">A4</Table.Th>
            <Table.Th scope="col">A5</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, m]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{cell(m?.a1a3)}</Table.Td>
              <Table.Td>{cell(m?.a4)}</Table.Td>
              <Table.Td>{cell(m?.a5)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Who declared it, under what, valid when. */
function Citation({ preview: p }: { preview: EpdPreview }) {
  const facts: [string, string | null][] = [
    ['Registration number', p.registrationNumber],
    ['Programme operator', p.programmeOperator],
    ['Manufacturer', p.manufacturer],
    ['Standard', p.standard],
    ['PCR', p.pcr],
    ['Declared unit', `${formatFactor(p.declaredUnit.amount)} ${p.declaredUnit.unit || '(not stated)'}`],
    ['Density', p.densityKgPerM3 === null ? null : `${formatFactor(p.densityKgPerM3)} kg/m³`],
    ['Mass per area', p.massPerAreaKgPerM2 === null ? null : `${formatFactor(p.massPerAreaKgPerM2)} kg/m²`],
    ['Issued', p.publishedOn && formatValidUntil(p.publishedOn)],
    ['Valid until', p.validUntil && formatValidUntil(p.validUntil)],
    ['Source id', `${EPD_FORMAT_LABELS[p.format]} ${p.sourceId}`],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
      {facts.map(([label, value]) => (
        <Text size="sm" key={label}>
          <Text span fw={600}>
            {label}:
          </Text>{' '}
          {value ?? 'not stated'}
        </Text>
      ))}
      {p.link && (
        <Text size="sm">
          <Anchor href={p.link} target="_blank" rel="noreferrer" underline="always">
            The EPD at its source
          </Anchor>
        </Text>
      )}
    </SimpleGrid>
  );
}

/** One EPD of the file, the user's choices for it, and where a change of them goes. */
interface EpdChoiceProps {
  preview: EpdPreview;
  choice: EpdChoice;
  onChange: (c: EpdChoice) => void;
}

/** The choices for one EPD: include it, the material it replaces, and what its conversion needs. */
function Mapping({ preview: p, choice, onChange }: EpdChoiceProps) {
  const set = (patch: Partial<EpdChoice>) => onChange({ ...choice, ...patch });
  const name = p.name || p.sourceId;
  const needs = new Set(p.flags.filter((f) => f.code === 'unit-unconvertible').map((f) => f.message));
  const askDensity = [...needs].some((m) => m.includes('density')) || choice.densityKgPerM3 !== null;
  const askMass = [...needs].some((m) => m.includes('mass per area')) || choice.massPerAreaKgPerM2 !== null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Record “${name}” as a product`}
        checked={choice.include}
        onChange={(e) => set({ include: e.currentTarget.checked })}
      />
      {choice.include && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Replaces"
            description="The dataset material this product stands in for"
            placeholder="Choose a material"
            data={SLOT_OPTIONS}
            searchable
            value={choice.replaces}
            onChange={(v) => set({ replaces: v })}
          />
          {p.declaredUnit.productUnit === null && (
            <Select
              label="Declared unit"
              description="The file does not state one a product can take"
              data={UNIT_OPTIONS}
              value={choice.declaredUnit}
              onChange={(v) => set({ declaredUnit: v })}
            />
          )}
          {askDensity && (
            <NumberInput
              label="Density (kg/m³)"
              min={0}
              value={choice.densityKgPerM3 ?? ''}
              onChange={(v) => set({ densityKgPerM3: typeof v === 'number' ? v : null })}
            />
          )}
          {askMass && (
            <NumberInput
              label="Mass per area (kg/m²)"
              min={0}
              value={choice.massPerAreaKgPerM2 ?? ''}
              onChange={(v) => set({ massPerAreaKgPerM2: typeof v === 'number' ? v : null })}
            />
          )}
        </SimpleGrid>
      )}
      {choice.include && p.flags.some((f) => f.confirm) && (
        <Checkbox
          label="I have checked the flags above and want to use this EPD as it is"
          checked={choice.confirm}
          onChange={(e) => set({ confirm: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}

/** One EPD of the file: what it declares, its flags, what a product cannot use, and its mapping. */

/**
 * What the EPD declares that a product cannot use. A real EPD under EN 15804+A2 lists some forty
 * indicators by module: past a few, the list is folded away under its count.
 */
function UnusableList({ unusable }: { unusable: readonly string[] }) {
  if (unusable.length === 0) return null;
  const text = `${unusable.join('; ')}.`;
  if (unusable.length <= 3)
    return (
      <Text size="sm" c="gray.8">
        Declared but not used by a product: {text}
      </Text>
    );
  return (
    <Text component="details" size="sm" c="gray.8">
      <summary style={{ cursor: 'pointer' }}>Declared but not used by a product: {unusable.length} entries</summary>
      {text}
    </Text>
  );
}

export function EpdPreviewCard({ preview: p, choice, onChange }: EpdChoiceProps) {
  const unit = p.declaredUnit.productUnit ? DECLARED_UNIT_LABELS[p.declaredUnit.productUnit] : 'declared unit';
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }} aria-label={p.name}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {p.name || p.sourceId}
        </Title>
        <Citation preview={p} />
        <GwpTable gwp={p.gwp} unit={unit} />
        {p.flags.length > 0 && (
          <Alert color="yellow" title="Check before you use it">
            <List size="sm">
              {p.flags.map((f) => (
                <List.Item key={`${f.code}:${f.message}`}>{f.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <UnusableList unusable={p.unusable} />
        <Mapping preview={p} choice={choice} onChange={onChange} />
      </Stack>
    </Paper>
  );
}
