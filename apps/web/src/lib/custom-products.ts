import { useQuery } from '@tanstack/react-query';
import {
  formatFactorValue,
  type CustomProduct,
  type CustomProductInput,
  type UsedCustomProduct,
} from '@embodied/contracts';
import {
  dateTimeFormat,
  DECLARED_UNIT_LABELS,
  PRODUCT_SLOTS,
  USER_EPD_SOURCE_ID,
  type DeclaredUnit,
} from '@embodied/engine';
import { api } from './api-client';
import { customProductsQuery, fetchCustomProducts, CUSTOM_PRODUCTS_KEY } from './first-requests';
import { DEFAULT_LOCALE } from './format';

/*
 * Custom products (user-supplied EPDs), as every page that shows or uses them needs them: the API
 * calls, the list query, the choice a calculation makes, and how their values read.
 */
export { CUSTOM_PRODUCTS_KEY };

export const customProductsApi = {
  list: fetchCustomProducts,
  create: (body: CustomProductInput) => api.call('createCustomProduct', { body }),
  update: (id: string, body: CustomProductInput) => api.call('updateCustomProduct', { params: { id }, body }),
  remove: (id: string) => api.call('deleteCustomProduct', { params: { id } }),
};

/** The signed-in user's custom products (user-supplied EPDs). */
export function useCustomProducts() {
  return useQuery(customProductsQuery);
}

/** A product as the calculation uses it (what the snapshot stores), without list-only fields. */
export function asUsed(p: CustomProduct): UsedCustomProduct {
  const { id, name, epdNumber, programmeOperator, declaredUnit, gwp, gwpMin, gwpMax, validUntil, replaces } = p;
  return { id, name, epdNumber, programmeOperator, declaredUnit, gwp, gwpMin, gwpMax, validUntil, replaces };
}

/**
 * The chosen products that exist, in the order chosen, at most one per material (the first wins, as
 * the picker allows only one): what the browser's preview computes with. Ids of deleted products
 * are left out here; Calculate sends them and the server names them.
 * @example chosenProducts(['b'], [brickA, brickB]) // [brickB as used]
 */
export function chosenProducts(
  ids: readonly string[] | null | undefined,
  products: readonly CustomProduct[] | undefined,
): UsedCustomProduct[] {
  const byId = new Map((products ?? []).map((p) => [p.id, p]));
  const slots = new Set<string>();
  const out: UsedCustomProduct[] = [];
  for (const id of ids ?? []) {
    const p = byId.get(id);
    if (!p || slots.has(p.replaces)) continue;
    slots.add(p.replaces);
    out.push(asUsed(p));
  }
  return out;
}

/** The option list of the picker: one group per material, a product whose material is taken disabled. */
export function productOptions(
  products: readonly CustomProduct[] | undefined,
  chosen: readonly string[],
): { group: string; items: { value: string; label: string; disabled?: boolean }[] }[] {
  const chosenSlots = new Map<string, string>();
  for (const p of products ?? []) if (chosen.includes(p.id)) chosenSlots.set(p.replaces, p.id);
  const groups = new Map<string, { value: string; label: string; disabled?: boolean }[]>();
  for (const p of products ?? []) {
    const group = PRODUCT_SLOTS[p.replaces].label;
    const taken = chosenSlots.get(p.replaces);
    const item = {
      value: p.id,
      label: `${p.name} (EPD ${p.epdNumber})${p.expired ? ', expired' : ''}`,
      ...(taken !== undefined && taken !== p.id ? { disabled: true } : {}),
    };
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** "31 Dec 2020": a YYYY-MM-DD date as people read it (the date itself, in no time zone). */
export function formatValidUntil(day: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "220 kgCO2e per 1 tonne": a product's GWP with its declared unit. */
export function formatGwp(gwp: number, unit: DeclaredUnit, locale = DEFAULT_LOCALE): string {
  return `${formatFactor(gwp, locale)} kgCO2e per ${DECLARED_UNIT_LABELS[unit]}`;
}

/** A factor as typed: thousands separated, up to 6 decimals, a true minus sign. */
export const formatFactor = (value: number, locale = DEFAULT_LOCALE) => formatFactorValue(value, locale);

/** The citations of the user-supplied EPDs some breakdowns use, each once, in order of first use. */
export function userEpdCitations(
  elements: readonly { readonly lines: readonly { readonly sourceId: string; readonly citation: string }[] }[],
): string[] {
  const seen = new Set<string>();
  for (const e of elements) for (const l of e.lines) if (l.sourceId === USER_EPD_SOURCE_ID) seen.add(l.citation);
  return [...seen];
}
