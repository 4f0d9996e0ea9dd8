import { z } from 'zod';
import { namedStrictObject } from './named';

/*
 * LCAx: the parts of the open LCA exchange format that a snapshot's LCAx export emits
 * (GET /api/snapshots/{number}/export.lcax.json), written here as zod schemas.
 *
 * Source of the model: the LCAx data model in the public repository ocni-dtu/lcax
 * (https://github.com/ocni-dtu/lcax, Apache License 2.0, © Christian Kongsgaard), version 3.5.0
 * (workspace Cargo.toml; tag v3.5.0, commit b7c8611b3dffa55fcdcde53344d5215edea1ca43), files
 * modules/models/src/project.rs, assembly.rs, product.rs, generic_impact_data.rs, epd.rs,
 * life_cycle_base.rs and shared.rs, and modules/core/src/country.rs and value.rs. The published
 * JSON schema (lcax.schema.json) was not obtainable, so these schemas follow the Rust structs and
 * their serde attributes, read (not copied) field by field:
 *
 * - structs are `rename_all = "camelCase"`: `format_version` is `formatVersion`;
 * - enums of names are `rename_all = "lowercase"`: LifeCycleModule::A1A3 is "a1a3",
 *   ImpactCategoryKey::GWP is "gwp", Unit::M2 is "m2", ProjectPhase::CONCEPT_DESIGN is
 *   "concept_design", Country::AUS is "aus";
 * - AssemblyReference and ProductReference are tagged by "type" ("assembly", "product");
 *   ImpactData is untagged, and its GenericDataReference::GenericData is tagged "EPD" (that is the
 *   model's own `#[serde(rename = "EPD")]`: a generic-data record carries "type": "EPD" and is told
 *   from an EPD by its fields);
 * - `Option<…>` fields are serialised as null when empty (serde's default); we emit every field;
 * - Impacts is a map impact category → (life-cycle module → number or null);
 * - MetaData is a map of string → AnyValue or null, where AnyValue (untagged) is a boolean, number,
 *   string, list or map of AnyValue — so null may appear only at the top level of MetaData.
 *
 * Only what we emit is described, and as narrowly as we emit it: generic data (and EPDs for custom products),
 * no transport, no conversions, no references, metaData with text, numbers and booleans (and one
 * level of maps of them). Objects are strict, so a misspelt field fails here rather than being
 * silently ignored by a reader. docs/decisions/014-lcax-and-xlsx-exports.md records the mapping.
 */

/** The LCAx release this export follows (its `formatVersion`). */
export const LCAX_FORMAT_VERSION = '3.5.0';
/** The commit of ocni-dtu/lcax the schemas below were read from. */
export const LCAX_MODEL_COMMIT = 'b7c8611b3dffa55fcdcde53344d5215edea1ca43';

/** LifeCycleModule (life_cycle_base.rs), lowercase. We emit a1a3 only (cradle to gate). */
export const LCAX_LIFE_CYCLE_MODULES = [
  'a0',
  'a1a3',
  'a4',
  'a5',
  'b1',
  'b2',
  'b3',
  'b4',
  'b5',
  'b6',
  'b7',
  'b8',
  'c1',
  'c2',
  'c3',
  'c4',
  'd',
] as const;
export const lcaxLifeCycleModuleSchema = z.enum(LCAX_LIFE_CYCLE_MODULES).meta({ id: 'LcaxLifeCycleModule' });

/** ImpactCategoryKey (life_cycle_base.rs), lowercase. We emit gwp only (kgCO2e). */
export const LCAX_IMPACT_CATEGORIES = [
  'gwp',
  'gwp_fos',
  'gwp_bio',
  'gwp_lul',
  'odp',
  'ap',
  'ep',
  'ep_fw',
  'ep_mar',
  'ep_ter',
  'pocp',
  'adpe',
  'adpf',
  'penre',
  'pere',
  'perm',
  'pert',
  'penrt',
  'penrm',
  'sm',
  'pm',
  'wdp',
  'irp',
  'etp_fw',
  'htp_c',
  'htp_nc',
  'sqp',
  'rsf',
  'nrsf',
  'fw',
  'hwd',
  'nhwd',
  'rwd',
  'cru',
  'mrf',
  'mer',
  'eee',
  'eet',
] as const;
export const lcaxImpactCategorySchema = z.enum(LCAX_IMPACT_CATEGORIES).meta({ id: 'LcaxImpactCategoryKey' });

/** Unit (shared.rs), lowercase. */
export const LCAX_UNITS = [
  'm',
  'm2',
  'm3',
  'kg',
  'tones',
  'pcs',
  'kwh',
  'l',
  'm2r1',
  'km',
  'tones_km',
  'kgm3',
  'unknown',
] as const;
export const lcaxUnitSchema = z.enum(LCAX_UNITS).meta({ id: 'LcaxUnit' });
export type LcaxUnit = z.infer<typeof lcaxUnitSchema>;

/** ProjectPhase (project.rs), lowercase. */
export const LCAX_PROJECT_PHASES = [
  'strategic_design',
  'concept_design',
  'technical_design',
  'construction',
  'post_completion',
  'in_use',
  'other',
] as const;

/** Impacts (life_cycle_base.rs): impact category → life-cycle module → value (null: not assessed). */
export const lcaxImpactsSchema = z
  .partialRecord(lcaxImpactCategorySchema, z.partialRecord(lcaxLifeCycleModuleSchema, z.number().nullable()))
  .meta({ id: 'LcaxImpacts', description: 'Impact category → life-cycle module → value; here gwp → a1a3 → kgCO2e.' });
export type LcaxImpacts = z.infer<typeof lcaxImpactsSchema>;

const metaScalar = z.union([z.string(), z.number(), z.boolean()]);
/** MetaData (shared.rs; AnyValue in core/value.rs), as we emit it: text, numbers, booleans, and maps of them. */
export const lcaxMetaDataSchema = z
  .record(z.string(), z.union([metaScalar, z.record(z.string(), metaScalar)]).nullable())
  .meta({ id: 'LcaxMetaData' });
export type LcaxMetaData = z.infer<typeof lcaxMetaDataSchema>;

/** Source (shared.rs): where a figure comes from. */
export const lcaxSourceSchema = namedStrictObject('LcaxSource', { name: z.string(), url: z.string().nullable() });

/**
 * GenericData (generic_impact_data.rs) inside ImpactData, tagged "EPD" as the model's serde
 * attribute says: the factor, GWP A1–A3 per declared unit, with its source.
 */
export const lcaxGenericDataSchema = namedStrictObject('LcaxGenericData', {
  type: z.literal('EPD'),
  id: z.string(),
  name: z.string(),
  declaredUnit: lcaxUnitSchema,
  source: lcaxSourceSchema.nullable(),
  comment: z.string().nullable(),
  conversions: z.null().meta({ description: 'None emitted: each factor is declared in the unit of its quantity.' }),
  impacts: lcaxImpactsSchema,
  metaData: lcaxMetaDataSchema.nullable(),
});
export type LcaxGenericData = z.infer<typeof lcaxGenericDataSchema>;

/**
 * EPD (epd.rs) inside ImpactData, tagged "EPD": a user-supplied EPD (custom product) a breakdown line
 * used, with its source and modules (GWP per the factor's unit: A1–A3, and A4, A5, fossil and biogenic
 * A1–A3 where the EPD was imported and declares them). Dates are ISO dates (NaiveDate).
 */
export const lcaxEpdSchema = namedStrictObject('LcaxEpd', {
  type: z.literal('EPD'),
  id: z.string(),
  name: z.string(),
  declaredUnit: lcaxUnitSchema,
  version: z.string(),
  publishedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: lcaxSourceSchema.nullable(),
  referenceServiceLife: z.number().int().min(0).nullable(),
  standard: z.enum(['en15804a1', 'en15804a2', 'unknown']),
  comment: z.string().nullable(),
  location: z
    .literal('unknown')
    .meta({ description: 'Country (core/country.rs): not stated by the products recorded here.' }),
  subtype: z.enum(['generic', 'specific', 'industry', 'representative']),
  conversions: z.null(),
  impacts: lcaxImpactsSchema,
  metaData: lcaxMetaDataSchema.nullable(),
});
export type LcaxEpd = z.infer<typeof lcaxEpdSchema>;

/** Product (product.rs) as a ProductReference tagged "product": one breakdown line. */
export const lcaxProductSchema = namedStrictObject('LcaxProduct', {
  type: z.literal('product'),
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  referenceServiceLife: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'Required by the model (u32); 0 here: A1–A3 assesses no service life.' }),
  impactData: z.array(z.union([lcaxGenericDataSchema, lcaxEpdSchema])),
  quantity: z.number(),
  unit: lcaxUnitSchema,
  transport: z.null().meta({ description: 'None emitted (A4 is outside the A1–A3 scope).' }),
  results: lcaxImpactsSchema.nullable(),
  metaData: lcaxMetaDataSchema.nullable(),
});
export type LcaxProduct = z.infer<typeof lcaxProductSchema>;

/** Classification (assembly.rs). */
export const lcaxClassificationSchema = namedStrictObject('LcaxClassification', {
  system: z.string(),
  code: z.string(),
  name: z.string(),
});

/** Assembly (assembly.rs) as an AssemblyReference tagged "assembly". */
export const lcaxAssemblySchema = namedStrictObject('LcaxAssembly', {
  type: z.literal('assembly'),
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  comment: z.string().nullable(),
  quantity: z.number(),
  unit: lcaxUnitSchema,
  classification: z.array(lcaxClassificationSchema).nullable(),
  products: z.array(lcaxProductSchema),
  results: lcaxImpactsSchema.nullable(),
  metaData: lcaxMetaDataSchema.nullable(),
});
export type LcaxAssembly = z.infer<typeof lcaxAssemblySchema>;

/** Location (project.rs); country is core/country.rs's Country, ISO 3166-1 alpha-3 in lowercase: aus here. */
export const lcaxLocationSchema = namedStrictObject('LcaxLocation', {
  country: z.literal('aus'),
  city: z.string().nullable(),
  address: z.string().nullable(),
});

/** SoftwareInfo (project.rs). */
export const lcaxSoftwareInfoSchema = namedStrictObject('LcaxSoftwareInfo', {
  lcaSoftware: z.string(),
  lcaSoftwareVersion: z.string().nullable(),
  goalAndScopeDefinition: z.string().nullable(),
  calculationType: z.string().nullable(),
});

const valueUnit = z.strictObject({ value: z.number(), unit: lcaxUnitSchema });
const areaType = z.strictObject({ value: z.number(), unit: lcaxUnitSchema, definition: z.string() });

/** BuildingInfo (project.rs), which a dwelling snapshot fills in part. */
export const lcaxBuildingInfoSchema = namedStrictObject('LcaxBuildingInfo', {
  buildingType: z.enum([
    'new_construction_works',
    'demolition',
    'deconstruction_and_new_construction_works',
    'retrofit_works',
    'extension_works',
    'retrofit_and_extension_works',
    'fit_out_works',
    'operations',
    'unknown',
    'other',
  ]),
  buildingTypology: z.array(
    z.enum([
      'office',
      'residential',
      'public',
      'commercial',
      'industrial',
      'infrastructure',
      'agricultural',
      'educational',
      'health',
      'unknown',
      'other',
    ]),
  ),
  certifications: z.array(z.string()).nullable(),
  buildingMass: valueUnit.nullable(),
  buildingHeight: valueUnit.nullable(),
  grossFloorArea: areaType.nullable(),
  heatedFloorArea: areaType.nullable(),
  buildingFootprint: valueUnit.nullable(),
  floorsAboveGround: z.number().int().min(0).max(65535),
  floorsBelowGround: z.number().int().min(0).max(65535).nullable(),
  roofType: z.enum(['flat', 'pitched', 'saddle', 'pyramid', 'unknown', 'other']).nullable(),
  frameType: z.string().nullable(),
  buildingCompletionYear: z.number().int().nullable(),
  buildingPermitYear: z.number().int().nullable(),
  energyDemandHeating: z.number().nullable(),
  energySupplyHeating: z.number().nullable(),
  energyDemandElectricity: z.number().nullable(),
  energySupplyElectricity: z.number().nullable(),
  exportedElectricity: z.number().nullable(),
  generalEnergyClass: z.enum(['existing', 'standard', 'advanced', 'unknown']),
  localEnergyClass: z.string().nullable(),
  buildingUsers: z.number().int().min(0).nullable(),
  buildingModelScope: z
    .array(
      z.enum([
        'facilitating_works',
        'substructure',
        'superstructure_frame',
        'superstructure_envelope',
        'superstructure_internal_elements',
        'finishes',
        'building_services',
        'external_works',
        'ff_e',
      ]),
    )
    .nullable(),
});
export type LcaxBuildingInfo = z.infer<typeof lcaxBuildingInfoSchema>;

/** Project (project.rs): the root of an LCAx file. */
export const lcaxProjectSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    comment: z.string().nullable(),
    location: lcaxLocationSchema,
    owner: z.string().nullable(),
    formatVersion: z.string(),
    lciaMethod: z.string().nullable(),
    classificationSystems: z.array(z.string()).nullable(),
    referenceStudyPeriod: z.number().int().min(0).max(255).nullable(),
    lifeCycleModules: z.array(lcaxLifeCycleModuleSchema),
    impactCategories: z.array(lcaxImpactCategorySchema),
    assemblies: z.array(lcaxAssemblySchema),
    results: lcaxImpactsSchema.nullable().meta({
      description:
        'The project total. Null when the assemblies are alternatives (a wall snapshot’s options A and B, a footing snapshot’s two systems), which must not be added up.',
    }),
    projectInfo: lcaxBuildingInfoSchema.nullable(),
    projectPhase: z.enum(LCAX_PROJECT_PHASES),
    softwareInfo: lcaxSoftwareInfoSchema,
    metaData: lcaxMetaDataSchema.nullable(),
  })
  .meta({
    id: 'LcaxProject',
    description: `An LCAx ${LCAX_FORMAT_VERSION} project (https://github.com/ocni-dtu/lcax): the parts a snapshot's export emits.`,
  });
export type LcaxProject = z.infer<typeof lcaxProjectSchema>;
