import { z } from 'zod';
import { namedObject } from './named';

/** The EPD formats an import reads (docs/decisions/028-epd-import.md). */
export const EPD_FORMATS = ['ilcd-json', 'ilcd-xml', 'openepd'] as const;
export type EpdFormat = (typeof EPD_FORMATS)[number];
export const EPD_FORMAT_LABELS: Readonly<Record<EpdFormat, string>> = {
  'ilcd-json': 'ILCD+EPD (JSON)',
  'ilcd-xml': 'ILCD+EPD (XML)',
  openepd: 'openEPD',
};
export const EPD_STANDARDS = ['EN 15804+A1', 'EN 15804+A2'] as const;
export type EpdStandard = (typeof EPD_STANDARDS)[number];

/** What a product keeps of the EPD it was imported from (null for a typed product). */
export const importedEpdSchema = namedObject('ImportedEpd', {
  format: z.enum(EPD_FORMATS),
  sourceId: z.string(),
  standard: z.enum(EPD_STANDARDS).nullable(),
  manufacturer: z.string().nullable(),
  pcr: z.string().nullable(),
  link: z.string().nullable(),
  declaredUnit: z.string().meta({ description: "The EPD's own declared unit, e.g. '1000 kg'." }),
  conversion: z.string().nullable().meta({ description: 'How the GWP was converted to the product unit.' }),
  a4: z.number().nullable().meta({ description: 'A4 GWP per product unit, kgCO2e.' }),
  a5: z.number().nullable().meta({ description: 'A5 GWP per product unit, kgCO2e.' }),
  fossilA1A3: z.number().nullable(),
  biogenicA1A3: z.number().nullable(),
  publishedOn: z.string().nullable(),
  flags: z.array(z.string()).meta({ description: 'The flags shown when it was imported.' }),
});
export type ImportedEpd = z.infer<typeof importedEpdSchema>;
