import { SimpleGrid } from '@mantine/core';
import { FigureTile } from '../../components/figure-tile';
import { figureForPeople } from '@embodied/contracts';
import { formatNumber } from '../../lib/format';

/**
 * The seed's results box: Business As Usual, Alternate Footing System and CO2 Reduction, in whole
 * kgCO2e. When the alternate emits more, the third figure says so: CO2 Increase, in the increase tone.
 */
export function FootingResults({
  bauValue,
  afsValue,
  co2Reduction,
}: {
  bauValue: number;
  afsValue: number;
  co2Reduction: number;
}) {
  const change = figureForPeople({ label: 'CO2 Reduction', increaseLabel: 'CO2 Increase', value: co2Reduction });
  return (
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
  );
}
