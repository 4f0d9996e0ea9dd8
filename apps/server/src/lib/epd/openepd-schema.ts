import { z } from 'zod';

/*
 * The part of an openEPD document an import reads, written from the openEPD schema as its reference
 * implementation publishes it: the `openepd` Python package by C Change Labs / Building Transparency
 * (github.com/cchangelabs/openepd, version 6.40.0; models in src/openepd/model/declaration.py
 * (BaseDeclaration: declared_unit, kg_per_declared_unit, date_of_issue, valid_until, compliance,
 * pcr, declaration_url), light/epd.py (product_name, manufacturer, program_operator,
 * program_operator_doc_id), common.py (Amount: qty, unit; Measurement: mean, unit, rsd, dist) and
 * lcia.py (impacts: a map of LCIA method to impact set; an impact set maps gwp, gwp-fossil,
 * gwp-biogenic, … to a scope set of A1A2A3, A1 … D measurements)). Fields the import does not read
 * are kept (loose objects) and listed on the preview. Never fetched at run time.
 */

const measurement = z.looseObject({
  mean: z.number({ error: 'must be a number' }),
  unit: z.string().nullish(),
  rsd: z.number().positive().nullish(),
  dist: z.string().nullish(),
});
export type OpenEpdMeasurement = z.infer<typeof measurement>;

/** A scope set: one measurement per life-cycle module (A1A2A3, A4, …); any module may be absent. */
const scopeSet = z.looseObject({
  A1A2A3: measurement.nullish(),
  A1: measurement.nullish(),
  A2: measurement.nullish(),
  A3: measurement.nullish(),
  A4: measurement.nullish(),
  A5: measurement.nullish(),
});
export type OpenEpdScopeSet = z.infer<typeof scopeSet>;

const amount = z
  .looseObject({ qty: z.number({ error: 'must be a number' }).min(0).nullish(), unit: z.string().nullish() })
  .refine((a) => a.qty != null || a.unit != null, 'needs a qty or a unit');

const org = z.looseObject({
  name: z.string().nullish(),
  web_domain: z.string().nullish(),
  website: z.string().nullish(),
});
const standard = z.looseObject({ short_name: z.string().nullish(), name: z.string().nullish() });

/** An openEPD EPD (doctype openEPD). */
export const openEpdSchema = z.looseObject({
  doctype: z.string().refine((d) => d.toLowerCase() === 'openepd', "must be 'openEPD'"),
  id: z.string().nullish(),
  openepd_version: z.string().nullish(),
  product_name: z.string().nullish(),
  name: z.string().nullish(),
  manufacturer: org.nullish(),
  program_operator: org.nullish(),
  program_operator_doc_id: z.string().nullish(),
  pcr: z.looseObject({ id: z.string().nullish(), name: z.string().nullish() }).nullish(),
  compliance: z.array(standard).nullish(),
  declared_unit: amount,
  kg_per_declared_unit: amount.nullish(),
  date_of_issue: z.string().nullish(),
  valid_until: z.string().nullish(),
  declaration_url: z.string().nullish(),
  impacts: z.record(z.string(), z.record(z.string(), scopeSet)).nullish(),
});
export type OpenEpd = z.infer<typeof openEpdSchema>;
