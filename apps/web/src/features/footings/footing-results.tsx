import { SimpleGrid, Stack } from '@mantine/core';
import { BasisFigures } from '../../components/basis-figures';
import type { ComparisonFigures } from './footing-figures';
import { FigureTile } from '../../components/figure-tile';
import { figureForPeople } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';
import { ReductionBands } from '../../components/reduction-bands';
import { UpfrontModulesTable } from '../../components/upfront-modules';

/**
 * The seed's results box: Business As Usual, Alternate Footing System and CO2 Reduction, in whole
 * kgCO2e. When the alternate emits more, the third figure says so: CO2 Increase, in the increase tone.
 */
export function FootingResults({ figures }: { figures: ComparisonFigures }) {
  const { bauValue, afsValue, co2Reduction, noEpdDefault, biogenic } = figures;
  const change = figureForPeople({ label: 'CO2 Reduction', increaseLabel: 'CO2 Increase', value: co2Reduction });
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
        <FigureTile label="Business As Usual" value={formatNumber(bauValue, 0)} unit="kgCO2e" size="lg" />
        <FigureTile label="Alternate Footing System" value={formatNumber(afsValue, 0)} unit="kgCO2e" size="lg" />
        <FigureTile
          label={change.label}
          value={formatNumber(change.value, 0)}
          unit="kgCO2e"
          tone={change.tone}
          emphasis
          size="lg"
        />
      </SimpleGrid>
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
