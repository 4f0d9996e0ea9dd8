import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COST_BASIS, datasetForPeople, getDataset } from '@embodied/engine';
import { BasisFigures } from '../../components/basis-figures';
import { CostBasis } from '../../components/report-notes';
import { FigureTile } from '../../components/figure-tile';
import type { DwellingFigures } from './dwelling-estimate';
import { useFormats } from './dwelling-format';
import { HouseBenchmarks } from './house-benchmarks';
import { UpfrontModulesTable } from '../../components/upfront-modules';

/**
 * The seed's six results (spec section 2), in whole numbers with units and money in the user's
 * currency; shown whenever a total exists, 0 included. `snapshot` marks a saved estimate; without
 * it the figures are the engine's live preview.
 */
export function DwellingResults({ figures, snapshot }: { figures: DwellingFigures; snapshot?: number }) {
  const f = useFormats();
  const dataset = getDataset(figures.datasetId);
  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4" id="estimate-heading">
          Estimate
        </Title>
        {snapshot ? (
          <Badge color="forest.8" variant="filled" size="lg">
            Saved as snapshot #{snapshot}
          </Badge>
        ) : (
          <Badge color="yellow.3" c="dark.9" variant="filled" size="lg">
            Preview — not saved
          </Badge>
        )}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" m={0} aria-labelledby="estimate-heading">
        <FigureTile label="Total CO2E" value={f.number(figures.totalCO2e)} unit="kgCO2e, cold shell A1–A3" emphasis />
        <FigureTile label="CO2e/m²" value={f.number(figures.cO2ePerm2)} unit="kgCO2e/m², cold shell A1–A3" />
        <FigureTile label="Cold Shell Cost" value={f.money(figures.coldShellCost)} unit="estimate" emphasis />
        <FigureTile label="Cold Shell Cost/m²" value={f.money(figures.coldShellCostPerm2)} unit="per m², estimate" />
        <FigureTile
          label="Wall Footprint as % of total footprint"
          value={f.number(figures.wallFootPrintTotal)}
          unit="%"
        />
        <FigureTile label="Wall footprint as cost of project" value={f.number(figures.wallFootPrintCost)} unit="%" />
      </SimpleGrid>
      <Text size="sm" c="gray.8">
        {figures.hasRange &&
          `Carbon range ${f.number(figures.min)}–${f.number(figures.max)} kgCO2e (every factor at its low or high end at once). `}
        Cost range {f.money(figures.costMin)}–{f.money(figures.costMax)} (estimate). Per m² figures are per m² of gross
        floor area (ground plus first floor). Dataset: {datasetForPeople(dataset.label, dataset.version)}.
      </Text>
      <CostBasis basis={COST_BASIS} />
      <BasisFigures
        datasetId={figures.datasetId}
        rows={[
          { label: 'Total CO2e', value: figures.totalCO2e, noEpdDefault: figures.noEpdDefaultTotalCO2e },
          { label: 'CO2e per m² of floor', value: figures.cO2ePerm2, noEpdDefault: figures.noEpdDefaultCO2ePerm2 },
        ]}
        stored={[{ label: 'cold shell', stored: figures.biogenicStorage }]}
      />
      {figures.upfront && <DwellingModules upfront={figures.upfront} />}
      <HouseBenchmarks upfront={figures.upfront} />
    </Stack>
  );
}

/** The estimate by module over its scope, in total and per m² of floor (issue 51). */
function DwellingModules({ upfront }: { upfront: NonNullable<DwellingFigures['upfront']> }) {
  const f = useFormats();
  const whole = upfront.scope === 'whole-house';
  return (
    <>
      <UpfrontModulesTable
        label="The estimate by module"
        caption={`${whole ? 'Whole house' : 'Cold shell'} by life-cycle module, kgCO2e: A5 is material wasted on site${
          whole ? ' plus site activity (an estimate)' : ''
        }. The figures above are A1–A3 of the cold shell.`}
        columns={[
          { name: whole ? 'Whole house' : 'Cold shell', modules: upfront.total },
          { name: 'No-EPD default (NABERS)', modules: upfront.noEpdDefault.total },
        ]}
      />
      <Text size="sm">
        Per m² of floor ({whole ? 'whole house' : 'cold shell'}): {f.number(upfront.perM2.a1a3, 1)} kgCO2e/m² at A1–A3,{' '}
        {f.number(upfront.perM2.a1a5, 1)} kgCO2e/m² at A1–A5.
      </Text>
    </>
  );
}
