/** Small readers for stored JSON (inputs and outputs are whatever the calculators stored). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number at `key`, else undefined. */
export function numberAt(o: Record<string, unknown>, key: string): number | undefined {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** A string at `key`, else undefined. */
export function stringAt(o: Record<string, unknown>, key: string): string | undefined {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
}

/** A record at `key`, else undefined. */
export function recordAt(o: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const v = o[key];
  return isRecord(v) ? v : undefined;
}
