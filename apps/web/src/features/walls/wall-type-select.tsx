import { useMemo } from 'react';
import { NativeSelect } from '@mantine/core';
import { WALL_TYPES, WALL_TYPE_KEYS, wallTypeFactor, type DatasetId, type WallTypeKey } from '@embodied/engine';
import { perM2 } from './wall-format';

/**
 * A wall-type dropdown whose every option shows its carbon per m² of wall on the chosen dataset,
 * so that the choice is an informed one. A native select: keyboard, touch and screen readers
 * handle it well, and once chosen it cannot be cleared (spec section 5).
 */
export function WallTypeSelect({
  label,
  value,
  onChange,
  onBlur,
  datasetId,
  error,
  name,
}: {
  label: string;
  value: WallTypeKey | '';
  onChange: (value: WallTypeKey) => void;
  onBlur: () => void;
  datasetId: DatasetId;
  error?: string;
  name: string;
}) {
  const data = useMemo(
    () => [
      { value: '', label: 'Choose a wall type', disabled: true },
      ...WALL_TYPE_KEYS.map((key) => ({
        value: key,
        label: `${WALL_TYPES[key].label} — ${perM2(wallTypeFactor(key, datasetId).perM2)}`,
      })),
    ],
    [datasetId],
  );
  return (
    <NativeSelect
      label={label}
      name={name}
      required
      data={data}
      value={value}
      error={error}
      onBlur={onBlur}
      onChange={(e) => onChange(e.currentTarget.value as WallTypeKey)}
    />
  );
}
