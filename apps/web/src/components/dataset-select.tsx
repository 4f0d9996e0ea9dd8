import { Select } from '@mantine/core';
import { listDatasets, type DatasetId } from '@embodied/engine';

const OPTIONS = listDatasets().map((d) => ({ value: d.id, label: d.label }));

/** The "basis" switch: which dataset a calculation uses (brief section 3). */
export function DatasetSelect({
  value,
  onChange,
  label = 'Carbon dataset',
}: {
  value: DatasetId;
  onChange: (id: DatasetId) => void;
  label?: string;
}) {
  const summary = listDatasets().find((d) => d.id === value);
  return (
    <Select
      label={label}
      description={summary?.description}
      data={OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && onChange(v)}
      maw={420}
    />
  );
}
