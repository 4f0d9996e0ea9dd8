import { SimpleGrid } from '@mantine/core';
import { FigureTile } from '../../components/figure-tile';
import { formatNumber } from '../../lib/format';

/**
 * The seed's results box: Business As Usual, Alternate Footing System and CO2 Reduction (kg), in
 * whole kgCO2e. A negative reduction is shown as it is (the alternate emits more).
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
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
      <FigureTile label="Business As Usual" value={formatNumber(bauValue, 0)} unit="kgCO2e" size="lg" />
      <FigureTile label="Alternate Footing System" value={formatNumber(afsValue, 0)} unit="kgCO2e" size="lg" />
      <FigureTile label="CO2 Reduction (kg)" value={formatNumber(co2Reduction, 0)} unit="kgCO2e" emphasis size="lg" />
    </SimpleGrid>
  );
}
