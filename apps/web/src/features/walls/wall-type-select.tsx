import { useMemo } from 'react';
import { Select } from '@mantine/core';
import {
  WALL_TYPES,
  WALL_TYPE_KEYS,
  isOneOf,
  wallTypeFactor,
  type DatasetId,
  type WallTypeKey,
} from '@embodied/engine';
import type { UsedCustomProduct } from '@embodied/contracts';
import { perM2 } from './wall-format';

/**
 * A wall-type dropdown whose every option shows its carbon per m² of wall on the chosen dataset
 * (with the chosen custom products),
 * so that the choice is an informed one. The same dropdown as the other calculators' (Mantine's
 * Select: a combobox with a listbox, typed to filter); once chosen it cannot be cleared (spec section 5).
 */
export function WallTypeSelect({
  label,
  value,
  onChange,
  onBlur,
  datasetId,
  products,
  error,
  name,
}: {
  label: string;
  value: WallTypeKey | '';
  onChange: (value: WallTypeKey) => void;
  onBlur: () => void;
  datasetId: DatasetId;
  /** The chosen custom products (EPDs): each option's figure uses them. */
  products: readonly UsedCustomProduct[];
  error?: string;
  name: string;
}) {
  const data = useMemo(
    () =>
      WALL_TYPE_KEYS.map((key) => ({
        value: key,
        label: `${WALL_TYPES[key].label} — ${perM2(wallTypeFactor(key, datasetId, products).perM2)}`,
      })),
    [datasetId, products],
  );
  return (
    <Select
      label={label}
      name={name}
      required
      placeholder="Choose a wall type"
      data={data}
      allowDeselect={false}
      value={value === '' ? null : value}
      error={error}
      onBlur={onBlur}
      onChange={(v) => {
        if (isOneOf(WALL_TYPE_KEYS, v)) onChange(v);
      }}
    />
  );
}
