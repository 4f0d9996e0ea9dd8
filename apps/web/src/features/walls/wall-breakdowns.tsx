import { Accordion, Stack, Text } from '@mantine/core';
import { WALL_TYPES, type WallTypeKey } from '@embodied/engine';
import type { BreakdownElementBody } from '@embodied/contracts';
import { BreakdownTable } from '../../components/breakdown-table';
import { PREVIEW_LABEL } from './wall-figure';

export interface WallBreakdownItem {
  name: string;
  materialA: WallTypeKey | null;
  materialB: WallTypeKey | null;
  /** The server's breakdown when saved, else the preview's; null when there is none yet. */
  breakdownA: readonly BreakdownElementBody[] | null;
  breakdownB: readonly BreakdownElementBody[] | null;
  savedA: boolean;
  savedB: boolean;
}

/** Every location's figures traced to quantity × factor and its source, folded away until asked for. */
export function WallBreakdowns({ items, showRange }: { items: WallBreakdownItem[]; showRange: boolean }) {
  return (
    <Accordion variant="separated" multiple>
      {items.map((item, i) => (
        // The value becomes part of element ids, so it must not hold spaces.
        <Accordion.Item key={i} value={`location-${i + 1}`}>
          <Accordion.Control>Breakdown of {item.name}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              {(['A', 'B'] as const).map((side) => {
                const elements = side === 'A' ? item.breakdownA : item.breakdownB;
                const type = side === 'A' ? item.materialA : item.materialB;
                const isSaved = side === 'A' ? item.savedA : item.savedB;
                if (!elements || !type) {
                  return (
                    <Text key={side} size="sm">
                      Option {side}: enter the length, height and wall type to see its breakdown.
                    </Text>
                  );
                }
                const caption = `Option ${side}: ${WALL_TYPES[type].label}, ${item.name}${isSaved ? '' : ` (${PREVIEW_LABEL})`}`;
                // The shared table fits its container (its rows stack on a phone): nothing to scroll.
                return <BreakdownTable key={side} elements={elements} showRange={showRange} caption={caption} />;
              })}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
