import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BasisFigures } from '../../components/basis-figures';
import type { ComparisonFigures } from './footing-figures';
import { FigureTile } from '../../components/figure-tile';
import { figureForPeople } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';
import { ReductionBands } from '../../components/reduction-bands';
import { UpfrontModulesTable } from '../../components/upfront-modules';

/** Three tiles: business as usual, the alternate and the reduction (or increase), `at` some modules. */
function ResultTiles({
  values: [bau, afs, reduction],
  at,
  emphasis,
}: {
  values: readonly [number, number, number];
  at: string;
  emphasis: boolean;
}) {
  const change = figureForPeople({ label: 'CO2 Reduction', increaseLabel: 'CO2 Increase', value: reduction });
  const size = emphasis ? 'lg' : 'md';
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
      <FigureTile label={`Business As Usual${at}`} value={formatNumber(bau, 0)} unit="kgCO2e" size={size} />
      <FigureTile label={`Alternate Footing System${at}`} value={formatNumber(afs, 0)} unit="kgCO2e" size={size} />
      <FigureTile
        label={`${change.label}${at}`}
        value={formatNumber(change.value, 0)}
        unit="kgCO2e"
        tone={change.tone}
        emphasis={emphasis}
        size={size}
      />
    </SimpleGrid>
  );
}

/**
 * The seed's results box: Business As Usual, Alternate Footing System and CO2 Reduction, in whole
 * kgCO2e. When the alternate emits more, the third figure says so: CO2 Increase, in the increase
 * tone. Where the result has its modules (issue 51) the comparison at A1–A5 comes first, and the
 * seed's A1–A3 tiles follow under their own heading.
 */
export function FootingResults({ figures }: { figures: ComparisonFigures }) {
  const { bauValue, afsValue, co2Reduction, noEpdDefault, biogenic, upfront } = figures;
  return (
    <Stack gap="sm">
      {upfront && (
        <>
          <Text size="sm" fw={700}>
            Upfront carbon, A1–A5 (with transport to site and construction)
          </Text>
          <ResultTiles values={[upfront.bau.a1a5, upfront.afs.a1a5, upfront.reduction.a1a5]} at=" at A1–A5" emphasis />
          <Text size="sm" fw={700}>
            Product stage, A1–A3 (cradle to gate)
          </Text>
        </>
      )}
      <ResultTiles values={[bauValue, afsValue, co2Reduction]} at="" emphasis={!upfront} />
      <BasisFigures
        datasetId={figures.datasetId}
        rows={[
          { label: 'Business As Usual', value: bauValue, noEpdDefault: noEpdDefault?.bauValue },
          { label: 'Alternate Footing System', value: afsValue, noEpdDefault: noEpdDefault?.afsValue },
          {
            label: 'CO2 Reduction (negative: an increase)',
            value: co2Reduction,
            noEpdDefault: noEpdDefault?.co2Reduction,
          },
        ]}
        stored={[
          { label: 'business as usual', stored: biogenic?.bau },
          { label: 'alternate', stored: biogenic?.afs },
        ]}
      />
      {figures.upfront && (
        <UpfrontModulesTable
          label="Both systems by module"
          caption="Each system by life-cycle module, kgCO2e: A4 is transport to site, A5 the material wasted on site. The comparison is made at A1–A5."
          columns={[
            { name: 'Business as usual', modules: figures.upfront.bau },
            { name: 'Alternate', modules: figures.upfront.afs },
            { name: 'Reduction', modules: figures.upfront.reduction },
          ]}
        />
      )}
    </Stack>
  );
}

/** The alternate against business as usual, in bands of reduction (the page and its printout). */
export function FootingReductionBands({ figures }: { figures: ComparisonFigures }) {
  return (
    <ReductionBands
      a1a3={[figures.bauValue, figures.afsValue]}
      upfront={figures.upfront && [figures.upfront.bau, figures.upfront.afs]}
      names={['business as usual', 'The alternate']}
    />
  );
}
