import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../lib/format';

function Figure({ label, value, emphasis }: { label: string; value: number; emphasis?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md" bg={emphasis ? 'forest.0' : undefined}>
      <Text component="dt" size="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text component="dd" m={0} fz={emphasis ? 28 : 24} fw={800} c={emphasis ? 'forest.9' : undefined} lh={1.2}>
        {formatNumber(value, 0)}{' '}
        <Text span size="sm" fw={600}>
          kgCO2e
        </Text>
      </Text>
    </Paper>
  );
}

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
      <Figure label="Business As Usual" value={bauValue} />
      <Figure label="Alternate Footing System" value={afsValue} />
      <Figure label="CO2 Reduction (kg)" value={co2Reduction} emphasis />
    </SimpleGrid>
  );
}
