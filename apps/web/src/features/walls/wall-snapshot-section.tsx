import { printTitle } from './wall-snapshot';
import { BasisFigures } from '../../components/basis-figures';
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { rValue } from './wall-thermal';
import { datasetForPeople, TOTAL_R_LABEL, WALL_TYPES, wallTypeRValue } from '@embodied/engine';
import { DatasetAttribution, PrintHeader } from '../../components/print-header';
import { UserEpdNote } from '../../components/user-epd-note';
import { ReductionBands } from '../../components/reduction-bands';
import { UpfrontModulesTable } from '../../components/upfront-modules';
import { DataQuality, LimitsStatement, ScopeTable } from '../../components/report-notes';
import { useReportNotes } from '../../lib/use-report-notes';
import { wallTakeoffWords } from '@embodied/engine';
import { numeric, TableHead } from '../../components/table-parts';
import type { SavedWall } from './use-wall-calculator';
import { WallChart } from './wall-chart-lazy';
import '../../components/stack-table.css';
import { kg, m, perM2, sqm } from './wall-format';
import { ProgressToTarget } from '../../components/progress-to-target';
import './wall-print.css';

/** Each location's inputs and results (its wall types with their carbon and total R-value). */
function LocationsTable({ saved, name }: { saved: SavedWall; name: (index: number) => string }) {
  const { request, response } = saved;
  const dash = (v: number | null | undefined, f: (x: number) => string) => (v === null || v === undefined ? '—' : f(v));
  // Fits its container; on a phone each location's row stacks (components/stack-table.css).
  return (
    <div className="stack-table" role="region" aria-label="Inputs and results per location">
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Caption>Inputs and results per location (target {perM2(request.targetReduction)})</Table.Caption>
        <TableHead
          columns={[
            'Location',
            numeric('Length × height'),
            numeric('Area'),
            'Option A',
            'Option B',
            numeric('Reduction'),
          ]}
        />
        <Table.Tbody>
          {response.locations.map((l, i) => {
            const input = request.locations[i];
            return (
              <Table.Tr key={l.wallNumber}>
                <Table.Th scope="row">{name(i)}</Table.Th>
                <Table.Td ta="right" data-label="Length × height">
                  {dash(input?.length, m)} × {dash(input?.height, m)}
                </Table.Td>
                <Table.Td ta="right" data-label="Area">
                  {l.included ? sqm(l.area) : 'excluded'}
                </Table.Td>
                {(['A', 'B'] as const).map((side) => {
                  const type = input?.[side === 'A' ? 'materialA' : 'materialB'];
                  return (
                    <Table.Td key={side} data-label={`Option ${side}`}>
                      <div>
                        {type ? WALL_TYPES[type].label : ''}
                        <br />
                        {kg(side === 'A' ? l.optionA : l.optionB)}
                        {type && (
                          <>
                            <br />
                            {TOTAL_R_LABEL} {rValue(wallTypeRValue(type).r)} m²K/W
                          </>
                        )}
                      </div>
                    </Table.Td>
                  );
                })}
                <Table.Td ta="right" data-label="Reduction">
                  {kg(l.reduction)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One basis of the whole-wall comparison: each option's total and intensity, the reduction and the progress. */
interface WallBasis {
  /** ' at A1–A5', ' at A1–A3' or '' (a snapshot saved before A4 and A5 were counted). */
  at: string;
  totalA: number;
  totalB: number;
  intensityA: number;
  intensityB: number;
  reduction: number;
  progress: number | undefined;
}

/** The rows of one basis: option A, option B, (the target, once), the reduction (or increase) and the progress. */
function BasisRows({ basis, target }: { basis: WallBasis; target?: number }) {
  const { at, reduction } = basis;
  // Option B emitting more is an increase: named as one and shown as a positive amount.
  const increase = reduction < 0;
  const sign = increase ? -1 : 1;
  return (
    <>
      {(
        [
          ['A', basis.totalA, basis.intensityA],
          ['B', basis.totalB, basis.intensityB],
        ] as const
      ).map(([side, total, intensity]) => (
        <Table.Tr key={side}>
          <Table.Th scope="row">{`Option ${side} Embodied Carbon${at}`}</Table.Th>
          <Table.Td ta="right" data-label="Total">
            {kg(total)}
          </Table.Td>
          <Table.Td ta="right" data-label="CO2/m2">
            {perM2(intensity)}
          </Table.Td>
        </Table.Tr>
      ))}
      {target !== undefined && (
        <Table.Tr>
          <Table.Th scope="row">Target Embodied Carbon (CO2e/m²)</Table.Th>
          <Table.Td />
          <Table.Td ta="right" data-label="CO2/m2">
            {perM2(target)}
          </Table.Td>
        </Table.Tr>
      )}
      <Table.Tr c={increase ? 'red.9' : undefined} data-tone={increase ? 'increase' : 'neutral'}>
        <Table.Th scope="row">{`${increase ? 'Total Carbon Increase' : 'Total Carbon Reduction'}${at}`}</Table.Th>
        <Table.Td ta="right" data-label="Total">
          {kg(sign * reduction)}
        </Table.Td>
        <Table.Td ta="right" data-label="CO2/m2">
          {perM2(sign * (basis.intensityA - basis.intensityB))}
        </Table.Td>
      </Table.Tr>
      {basis.progress !== undefined && (
        <Table.Tr>
          <Table.Th scope="row">{`Progress to Target${at}`}</Table.Th>
          <Table.Td colSpan={2}>
            <ProgressToTarget percent={basis.progress} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/**
 * The whole wall: each option's carbon, the target, the reduction (or increase) and the progress to
 * the target; at A1–A5 first where the snapshot has its modules (issue 51), then at A1–A3.
 */
function WholeWallTable({ saved }: { saved: SavedWall }) {
  const { request, response } = saved;
  const up = response.upfront;
  const a1a3: WallBasis = {
    at: up ? ' at A1–A3' : '',
    totalA: response.optionATotal,
    totalB: response.optionBTotal,
    intensityA: response.intensityA,
    intensityB: response.intensityB,
    reduction: response.actualReduction,
    progress: response.percentageReduction,
  };
  const a1a5: WallBasis | null = up
    ? {
        at: ' at A1–A5',
        totalA: up.optionA.a1a5,
        totalB: up.optionB.a1a5,
        intensityA: up.intensityA,
        intensityB: up.intensityB,
        reduction: up.reduction.a1a5,
        progress: up.progressPercent,
      }
    : null;
  return (
    <div className="stack-table" role="region" aria-label="Whole-wall results" style={{ maxWidth: 640 }}>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Caption>
          Whole wall: area {sqm(response.area)}
          {a1a5 &&
            '. Upfront carbon, A1–A5 (with transport to site and construction waste), first; the product stage, A1–A3, below it.'}
        </Table.Caption>
        <TableHead columns={['Figure', numeric('Total'), numeric('CO2/m²')]} />
        <Table.Tbody>
          <BasisRows basis={a1a5 ?? a1a3} target={request.targetReduction} />
          {a1a5 && <BasisRows basis={a1a3} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The whole wall's figures on the no-EPD default beside them, and the biogenic carbon each option stores. */
function WallBasisFigures({ response }: { response: SavedWall['response'] }) {
  return (
    <div style={{ maxWidth: 640 }}>
      <BasisFigures
        datasetId={response.dataset.id}
        decimals={2}
        rows={[
          {
            label: 'Option A Embodied Carbon',
            value: response.optionATotal,
            noEpdDefault: response.noEpdDefaultOptionATotal,
          },
          {
            label: 'Option B Embodied Carbon',
            value: response.optionBTotal,
            noEpdDefault: response.noEpdDefaultOptionBTotal,
          },
          {
            label: 'Total Carbon Reduction (negative: an increase)',
            value: response.actualReduction,
            noEpdDefault: response.noEpdDefaultActualReduction,
          },
        ]}
        stored={[
          { label: 'option A', stored: response.biogenicA },
          { label: 'option B', stored: response.biogenicB },
        ]}
      />
    </div>
  );
}

/**
 * The saved carbon snapshot: the only part of the page that prints, laid out for A4 (logo,
 * title with its number, project, date, inputs, results, chart, dataset and attribution).
 */
export function WallSnapshotSection({ saved, stale }: { saved: SavedWall; stale: boolean }) {
  const { request, response } = saved;
  const name = (i: number) => request.locations[i]?.description || `Location ${i + 1}`;
  const notes = useReportNotes('wall', response.dataset.id, request.customProductIds, response.createdAt, {
    upfront: true,
    quantities: request.takeoff ? wallTakeoffWords(request.takeoff) : null,
  });

  return (
    <SectionCard
      p={{ base: 'xs', sm: 'md' }}
      aria-labelledby="wall-snapshot-title"
      className="print-area wall-snapshot"
    >
      <div className="print-only">
        <PrintHeader
          title={printTitle(response.snapshot)}
          project={request.project}
          createdAt={response.createdAt}
          datasetId={response.dataset.id}
        />
      </div>
      <Stack gap="md">
        <div className="no-print">
          <Title order={3} id="wall-snapshot-title">
            Saved results: snapshot #{response.snapshot}
          </Title>
          <Text size="sm">
            Project {request.project} · {datasetForPeople(response.dataset.label, response.dataset.version)}
          </Text>
          {stale && (
            <Alert color="yellow" mt="xs" title="The form has changed since this snapshot">
              These are the figures saved in snapshot #{response.snapshot}. Calculate the whole wall again to save the
              current inputs.
            </Alert>
          )}
        </div>
        <LimitsStatement notes={notes} />

        <LocationsTable saved={saved} name={name} />

        <WholeWallTable saved={saved} />

        <WallBasisFigures response={response} />

        {response.upfront && (
          <UpfrontModulesTable
            label="Whole wall by module"
            decimals={2}
            caption="The whole wall by life-cycle module, kgCO2e: A4 is transport to site, A5 the material wasted on site. The comparison below is made at A1–A5."
            columns={[
              { name: 'Option A', modules: response.upfront.optionA },
              { name: 'Option B', modules: response.upfront.optionB },
              { name: 'A − B', modules: response.upfront.reduction },
            ]}
          />
        )}

        <ReductionBands
          a1a3={[response.optionATotal, response.optionBTotal]}
          upfront={response.upfront && [response.upfront.optionA, response.upfront.optionB]}
          names={['option A', 'Option B']}
        />

        <WallChart
          title="Carbon per m² of wall, option A and B by location and in total"
          target={request.targetReduction}
          maw={680}
          rows={[
            ...response.locations
              .filter((l) => l.included)
              .map((l) => ({ name: name(l.wallNumber - 1), area: l.area, optionA: l.optionA, optionB: l.optionB })),
            { name: 'Total', area: response.area, optionA: response.optionATotal, optionB: response.optionBTotal },
          ]}
        />
        <Text size="xs">
          Progress to Target = 100 % when option A already meets the target, otherwise (A − B) ÷ (A − target) per m²:
          the share of the reduction the target needs that option B makes. The bar stops at 0 and 100 %; beyond them the
          words say whether the target is exceeded or option B is further from it.{' '}
          {response.upfront
            ? 'The whole wall is compared at A1–A5 (upfront carbon), with A1–A3 below it; the chart and the locations are A1–A3 embodied carbon (kgCO2e).'
            : 'Figures are A1–A3 embodied carbon (kgCO2e).'}{' '}
          The server computes them; a location without a length or height counts 0.
        </Text>
        <UserEpdNote elements={response.locations.flatMap((l) => [...l.breakdownA, ...l.breakdownB])} />
        <ScopeTable notes={notes} />
        <DataQuality notes={notes} />
        <DatasetAttribution datasetId={response.dataset.id} />
      </Stack>
    </SectionCard>
  );
}
