import { Group, Image, SimpleGrid, Table, Text } from '@mantine/core';
import type { CalculateFootingRequest } from '@embodied/contracts';
import { FOOTING_SYSTEMS } from '@embodied/engine';
import { DatasetAttribution, PrintHeader } from '../../components/print-header';
import { UserEpdNote } from '../../components/user-epd-note';
import { DataQuality, LimitsStatement, ScopeTable } from '../../components/report-notes';
import { useReportNotes } from '../../lib/use-report-notes';
import { formatNumber } from '../../lib/format';
import { FootingChart } from './footing-chart';
import type { ComparisonFigures } from './footing-figures';
import { LOW_CARBON_LABELS } from './footing-form-fields';
import { footingPicture } from './footing-pictures';
import { FootingReductionBands, FootingResults } from './footing-results';
import { describeFigures } from './footing-summary';

export interface SavedFooting {
  readonly request: CalculateFootingRequest;
  readonly figures: ComparisonFigures;
  readonly snapshot: number;
  readonly createdAt: string;
}

/** The printed carbon snapshot (A4): only this section prints (global.css `.print-area`). */
export function FootingPrint({ saved }: { saved: SavedFooting }) {
  const { request, figures } = saved;
  const notes = useReportNotes('footing', figures.datasetId, request.customProductIds, saved.createdAt);
  // Pairs per printed row: where the footing is, then what is compared.
  const inputs: Array<[string, string]> = [
    ['Slab Area', `${formatNumber(request.area, Number.isInteger(request.area) ? 0 : 2)} m²`],
    ['Business as Usual', FOOTING_SYSTEMS[request.businessAsUsual].label],
    ['Founding Depth', `${formatNumber(request.depth, Number.isInteger(request.depth) ? 0 : 1)} mm`],
    ['Alternate footing System', FOOTING_SYSTEMS[request.alternateFootingSystem].label],
    ['Factor Of Complexity', `${request.complexity} % (quantities × ${formatNumber(1 + request.complexity / 100, 2)})`],
    ['Change to Low Carbon Concrete', `${LOW_CARBON_LABELS[request.lowCarbonConcrete]} (alternate only)`],
  ];
  return (
    <section className="print-area print-only" aria-label={`Footing Data Carbon Snapshot #${saved.snapshot}`}>
      <PrintHeader
        title={`Footing Data Carbon Snapshot #${saved.snapshot}`}
        project={request.project}
        createdAt={saved.createdAt}
        datasetId={figures.datasetId}
      />
      <LimitsStatement notes={notes} />
      <Table withTableBorder fz="xs" verticalSpacing={2} mb="md" captionSide="top">
        <Table.Caption>Inputs</Table.Caption>
        <Table.Tbody>
          {[0, 2, 4].map((i) => (
            <Table.Tr key={i}>
              {inputs.slice(i, i + 2).map(([label, value]) => [
                <Table.Th key={`${label}-h`} scope="row">
                  {label}
                </Table.Th>,
                <Table.Td key={`${label}-v`}>{value}</Table.Td>,
              ])}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <UserEpdNote elements={[...figures.bau.breakdown, ...figures.afs.breakdown]} />
      <FootingResults figures={figures} />
      <Text fw={700} my="sm">
        {describeFigures(figures)}
      </Text>
      <FootingReductionBands figures={figures} />
      <div style={{ breakInside: 'avoid' }}>
        <FootingChart figures={figures} id="print-chart" />
      </div>
      <SimpleGrid cols={2} mt="md" style={{ breakInside: 'avoid' }}>
        {[
          ['Business as Usual Footing System', request.businessAsUsual],
          ['Alternate Footing System', request.alternateFootingSystem],
        ].map(([heading, key]) => {
          const picture = footingPicture(key as CalculateFootingRequest['businessAsUsual']);
          return (
            <Group key={heading} gap={4} align="flex-start">
              <Text size="xs" fw={700}>
                {heading}
              </Text>
              <Image src={picture.src} alt={picture.alt} w="100%" />
            </Group>
          );
        })}
      </SimpleGrid>
      <div style={{ breakInside: 'avoid' }}>
        <ScopeTable notes={notes} />
      </div>
      <DataQuality notes={notes} />
      <DatasetAttribution datasetId={figures.datasetId} />
    </section>
  );
}
