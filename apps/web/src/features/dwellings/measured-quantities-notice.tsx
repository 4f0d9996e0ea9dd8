import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { measuredQuantitiesSchema, type MeasuredQuantitiesBody } from '@embodied/contracts';
import { TakeoffNotice } from '../../components/takeoff-notice';
import { useCurrentUser } from '../../lib/use-current-user';
import { formatNumber } from '../../lib/format';

/**
 * The optimizer page's notice that the estimate and the optimizer price measured quantities (issue
 * 52), with the areas in use and a button that returns the page to its modelled quantities. The
 * areas stay until removed, even when the floor areas are changed by hand: the notice says so.
 */
export function MeasuredQuantitiesNotice({ value, onRemove }: { value: unknown; onRemove: () => void }) {
  const parsed = measuredQuantitiesSchema.safeParse(value);
  if (!parsed.success)
    return (
      <Alert color="yellow" title="The measured quantities cannot be used" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{parsed.error.issues.map((i) => i.message).join(' ')}</Text>
          <Button size="xs" variant="light" onClick={onRemove}>
            Use modelled quantities instead
          </Button>
        </Stack>
      </Alert>
    );
  return <MeasuredNotice measured={parsed.data} onRemove={onRemove} />;
}

function MeasuredNotice({ measured, onRemove }: { measured: MeasuredQuantitiesBody; onRemove: () => void }) {
  const locale = useCurrentUser().data?.locale ?? 'en-AU';
  const m2 = (v: number) => `${formatNumber(v, 1, locale)} m²`;
  const from = measured.source.kind === 'manual' ? 'as measured by hand' : 'from the model';
  return (
    <TakeoffNotice
      source={measured.source}
      what="Measured quantities"
      removeLabel="Use modelled quantities instead"
      onRemove={onRemove}
    >
      <Text size="sm">
        The estimate and the optimizer use these areas, not the 4.5·√A perimeter model (the window % field is not used):
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          External walls (gross): ground floor {m2(measured.grossWallGround)}, first floor {m2(measured.grossWallFirst)}
        </List.Item>
        <List.Item>
          Windows: ground floor {m2(measured.windowGround)}, first floor {m2(measured.windowFirst)}
        </List.Item>
        <List.Item>Roof (along its slope): {m2(measured.roofArea)}</List.Item>
        {typeof measured.internalWallArea === 'number' && (
          <List.Item>Internal walls (whole house): {m2(measured.internalWallArea)}</List.Item>
        )}
      </List>
      <Text size="sm">
        The wall, window and roof areas stay {from} even if you change the floor areas or ceiling height above; use the
        modelled quantities to price a different house.
      </Text>
    </TakeoffNotice>
  );
}
