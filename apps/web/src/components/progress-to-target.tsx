import { Progress, Stack, Text } from '@mantine/core';
import { progressForPeople, type ProgressState } from '@embodied/contracts';

const COLOURS: Record<ProgressState, string> = {
  further: 'red.9',
  partway: 'forest.7',
  met: 'forest.8',
  exceeded: 'forest.8',
};

/**
 * A wall's Progress to Target as a client reads it: a bar that stays within 0–100 %, the state in
 * words ("Target exceeded", "Further from target") and the real percentage said to be a share of
 * the reduction the target needs. Never a bare −1,842.80 % or 297 %.
 */
export function ProgressToTarget({ percent, decimals = 2 }: { percent: number; decimals?: number }) {
  const p = progressForPeople(percent, decimals);
  const colour = COLOURS[p.state];
  return (
    <Stack gap={4} data-progress-state={p.state} className="progress-to-target">
      <Progress.Root size="md" radius="sm">
        <Progress.Section value={p.bar} color={colour} aria-label={`Progress to Target: ${p.text}`} />
      </Progress.Root>
      <Text component="span" size="sm" fw={700} c={p.state === 'further' ? 'red.9' : undefined}>
        {p.words}
      </Text>
      <Text component="span" size="xs">
        {p.detail}
      </Text>
    </Stack>
  );
}
