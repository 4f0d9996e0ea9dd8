import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SeedSuggestion } from './optimizer-messages';
import { useFormats } from './dwelling-format';
import { givesUp } from './trade-offs';

const SHOWN = 6;

/**
 * Single changes to the current design that save carbon, best value first: those that also save
 * money (most carbon first), then the rest by dollars per tonne saved. A change that costs energy
 * in use (single glazing, aluminium frames) says what it gives up.
 */
export function SuggestionsList({
  suggestions,
  scope,
  onApply,
}: {
  suggestions: readonly SeedSuggestion[];
  /** What the carbon changes count, e.g. 'cold shell' (they are at A1–A5 over it). */
  scope: string;
  onApply: (s: SeedSuggestion) => void;
}) {
  const f = useFormats();
  const [all, setAll] = useState(false);
  const shown = all ? suggestions : suggestions.slice(0, SHOWN);
  return (
    <Stack gap="xs">
      <Title order={4} size="h5" id="suggestions-heading">
        Single changes that save carbon
      </Title>
      <Text size="xs" c="gray.8">
        Carbon changes are upfront carbon, A1–A5, of the {scope}.
      </Text>
      {suggestions.length === 0 ? (
        <Text size="sm">
          No single change to your design saves carbon: each choice is already the lowest-carbon option for this house.
        </Text>
      ) : (
        <List
          listStyleType="none"
          spacing="xs"
          aria-labelledby="suggestions-heading"
          pl={0}
          ml={0}
          maw={760}
          styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
        >
          {shown.map((s) => (
            <List.Item key={`${s.field}|${s.to}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {s.action}
                  </Text>
                  <Group gap={6}>
                    <Text size="sm">
                      {f.deltaCarbon(s.deltaCO2e)}, {f.deltaMoney(s.deltaCost)}
                      {s.costPerTonne !== null && ` (${f.money(s.costPerTonne)} per tonne)`}
                    </Text>
                    {s.deltaCost <= 0 && (
                      <Badge size="sm" color="forest.9" variant="outline">
                        {s.deltaCost < 0 ? 'saves money too' : 'no extra cost'}
                      </Badge>
                    )}
                  </Group>
                  {givesUp(s.field, s.to) && (
                    <Text size="sm" c="red.9" className="suggestion-gives-up">
                      <strong>Gives up:</strong> {givesUp(s.field, s.to)}
                    </Text>
                  )}
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onApply(s)}
                  aria-label={`Apply: ${s.action}`}
                  style={{ flexShrink: 0 }}
                >
                  Apply
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {suggestions.length > SHOWN && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} w="fit-content">
          {all ? 'Show the best six' : `Show all ${suggestions.length} changes`}
        </Button>
      )}
    </Stack>
  );
}
