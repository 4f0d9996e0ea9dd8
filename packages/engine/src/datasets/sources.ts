/**
 * Every source the datasets, quantities and costs cite (data brief 2025.1-brief-1, section 4).
 * Transcribed once from factors-au.json `sources` (there is no generator); `ESTIMATE` stands for our own stated assumptions.
 */
import type { Source } from './dataset-types';

export const SOURCES: readonly Source[] = [
  {
    id: 'NMEFD2025_1',
    title: 'National material emission factors database (NMEFD)',
    version: '2025.1',
    published: '2025-04-28',
    publisher: 'NABERS, NSW Government',
    officialPage: 'https://www.nabers.gov.au/publications/national-emission-factors-database',
    copyRead:
      'GitHub stvn101/CarbonConstruct_v1.0.0.0_2025 @ fbcdf7f5fdcacea0e4e4cc726e994cdfb11962c5, public/temp-uploads/nabers-main.xlsx (sha256 33c425aa7ece5eb91ebc5ad7933a80a16ff45929fc2e0ea5c2e1b0b0b293ca51), sheet "Emission Factors database" - a third-party upload, not NABERS\'s server; verify against the official download before release',
    licence: 'Not stated: neither workbook carries a licence or attribution line.',
    licenceStatus: 'not stated by the publisher',
    attribution:
      'Emission factors: NABERS National Material Emission Factors Database v2025.1 (NSW Government, published 28 April 2025), nabers.gov.au.',
    rowIdFormat: "NMEFD has no row ids; cite 'material type / material category (column)' and the sheet row number",
    note: 'The attribution wording is ours; NABERS publishes none.',
  },
  {
    id: 'ICM2019',
    title: 'ICM Database - Integrated Carbon Metrics Embodied Carbon Life Cycle Inventory Database',
    version: '2019',
    publisher: 'UNSW Sydney, Sustainability Assessment Program (CRC for Low Carbon Living project RP2007)',
    authors: 'Wiedmann, T.; Teh, S. H.; Yu, M.',
    copyRead:
      'GitHub stvn101/CarbonConstruct_v1.0.0.0_2025 @ fbcdf7f, public/temp-uploads/icm-database.xlsx (sha256 97d7c21379f71080ddcf7afde7813fd0d9daea666ea2b2f20c38219703870867), sheet ICM_Database',
    licence:
      'CC BY 4.0 according to a secondary source (Climatiq source page https://www.climatiq.io/data/source/icm-database); the workbook itself states no licence',
    licenceStatus: 'CC BY 4.0 as stated by a secondary source; the workbook states no licence',
    attribution:
      'Contains data from the ICM Database (Wiedmann, Teh and Yu, 2019, UNSW Sydney). Process and hybrid factors used as published; 30 % fly-ash ratios derived by us.',
    rowIdFormat: "cite 'ICM ID <n> <product name> (process|hybrid)'",
  },
  {
    id: 'GREENBOOK_FP',
    title:
      'Australian ready-mix supplier EPD values by strength (Boral Normal GP, Envisia, Envirocrete 30%; Holcim ECOPact, General Blend)',
    publisher:
      'values transcribed in GitHub JackD-FP/FP-Embodied-Carbon-App, src/Basic Material v3.csv (apparently from The Footprint Company "Green Book")',
    licence: 'EPD results are published declarations; the transcription repository licence was not checked',
    licenceStatus: 'published declarations, cited',
    attribution: '<Supplier> <product> <strength> MPa EPD, A1-A3 GWP-total per m3.',
  },
  {
    id: 'EPD_BORAL_HUB5210',
    title: 'Boral Envirocrete 40% 32 MPa, Melbourne South-East, EPD Hub HUB-5210 (EN 15804+A2): A1-A3 275 kgCO2e/m3',
    licence: 'Public declaration',
    licenceStatus: 'reference point only; not an option',
    attribution: 'Boral Envirocrete 40% 32 MPa EPD HUB-5210, A1-A3',
    use: 'reference point only',
  },
  {
    id: 'EPD_HOLCIM_20602',
    title: 'Holcim VIC Melbourne Metro ECOPact VE322EAMF (S32 @56 d, ECOPactMAX), EPD-IES-20602: A1-A3 105 kgCO2e/m3',
    licence: 'Public declaration',
    licenceStatus: 'reference point only; not an option',
    attribution: 'Holcim ECOPactMAX VE322EAMF EPD-IES-20602, A1-A3',
    use: 'reference point only',
  },
  {
    id: 'EPD_RECLAIMED_BRICK',
    title: 'Reclaimed Brick Company EPD summary (UK): A1-A3 20.4 kgCO2e per tonne',
    url: 'https://reclaimedbrickcompany.co.uk/pages/environmental-product-declaration',
    licence: 'Public declaration',
    licenceStatus: 'published declaration, cited',
    attribution: 'Reclaimed Brick Company EPD (A1-A3)',
  },
  {
    id: 'CLIMATE_ACTIVE_BRICKWORKS',
    title: 'Brickworks carbon-neutral claim under Climate Active (offset-based)',
    licence: 'Not applicable (certification claim)',
    licenceStatus: 'a certification claim, cited; used only behind the net-of-offsets toggle',
    attribution: 'Net of offsets purchased under Climate Active.',
    note: 'certification noted in earlier research; the certificate itself was not retrieved. Net-of-offsets = 0 is an accounting claim, not a physical reduction',
  },
  {
    id: 'ADBRI_NSW_2015',
    title:
      'Adbri Masonry NSW Brick and Block Guide, August 2015: render brick 230x76x110 solid 3.2 kg, 48.4 units per m2',
    url: 'https://www.scribd.com/document/388431446/NSW-Brick-and-Block-Guide-August-2015 (read via a proxy copy)',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution:
      'Adbri Masonry NSW Brick and Block Guide, August 2015: render brick 230x76x110 solid 3.2 kg, 48.4 units per m2',
  },
  {
    id: 'AUSTRAL_GREYBLOCKS',
    title: 'Austral Masonry Grey Blocks (North Queensland range): 10.01 full hollow 390x90x190 approx. 9.9 kg',
    url: 'https://fdocuments.us/document/grey-blocks-bbpstyle.html (copy of the brochure)',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Austral Masonry Grey Blocks (North Queensland range): 10.01 full hollow 390x90x190 approx. 9.9 kg',
  },
  {
    id: 'CHALKLINE_PB',
    title: 'Plasterboard sheet weights: 10 mm 1200x4800 sheet approx. 30-35 kg (5.2-6.1 kg/m2)',
    url: 'https://chalkline.com.au/materials/plasterboard',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Plasterboard sheet weights: 10 mm 1200x4800 sheet approx. 30-35 kg (5.2-6.1 kg/m2)',
  },
  {
    id: 'MASONRY_RULES',
    title: 'Masonry estimating rules: ~50 bricks/m2 per skin; 12.5 blocks/m2; 1 m3 grout fills ~100 blocks; 5 ties/m2',
    url: 'http://jetcharm.com.au/handy-hints/ ; http://www.novadesign.com.au/articles/renovation/brickwork-renovating.htm',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution:
      'Masonry estimating rules: ~50 bricks/m2 per skin; 12.5 blocks/m2; 1 m3 grout fills ~100 blocks; 5 ties/m2',
  },
  {
    id: 'BRICK_WEIGHT',
    title: 'Australian standard brick 230x110x76 mm, typically 2.5-3.4 kg',
    url: 'https://structuralconsultancy.com.au/brick-sizes-australia/ ; https://cl-ad.com.au/guides/materialsatlas/MIN-CLY-BRK-004',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Australian standard brick 230x110x76 mm, typically 2.5-3.4 kg',
  },
  {
    id: 'WAFFLE_GEOM',
    title: 'Waffle pod geometry (1090x1090 pods; 300 mm pods for M class; ribs ~110 mm at ~1.2 m)',
    url: 'https://berstanhomes.com.au/design-and-decoration/what-is-a-waffle-pod ; https://cornellengineers.com.au/waffle-slab-inspection-with-engineers-commentry/',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Waffle pod geometry (1090x1090 pods; 300 mm pods for M class; ribs ~110 mm at ~1.2 m)',
  },
  {
    id: 'ROOF_WEIGHT',
    title: 'Metal roofing weighs ~10 % of concrete tiles',
    url: 'https://www.berstanhomes.com.au/design-and-decoration/concrete-tile-versus-metal-roof',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Metal roofing weighs ~10 % of concrete tiles',
  },
  {
    id: 'COST_SLAB',
    title: 'AU slab cost guides: house slab $100-150/m2',
    url: 'https://www.trustedtradienetwork.com/blog/how-much-does-a-concrete-slab-cost ; https://www.canstar.com.au/home-loans/concrete-slab-cost',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Indicative costs, AUD ex GST',
  },
  {
    id: 'COST_STUMPS',
    title: 'Restumping guides: $400-700+ per stump (includes jacking)',
    url: 'https://bmsaanchoring.com.au/house-restumping-costs',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Indicative costs, AUD ex GST',
  },
  {
    id: 'COST_ROOF',
    title: 'Roofing per m2: Colorbond $18-37; concrete tile $40-60; terracotta $80-120',
    url: 'https://kingg.com.au/how-much-does-roof-replacement-cost/ ; https://www.proroofingbrisbane.com.au/how-much-does-roof-replacement-cost/',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Indicative costs, AUD ex GST',
  },
  {
    id: 'COST_BRICK',
    title: 'Bricks $0.60-1.50 each, laying $1.00-1.20 per brick; block ~$3.50 (dated forum data)',
    url: 'http://forum.homeone.com.au/viewtopic.php?f=53&t=57842',
    licence: 'Facts, cited',
    licenceStatus: 'facts, cited; not shown in the UI, kept in the data notes',
    attribution: 'Indicative costs, AUD ex GST',
  },
  {
    id: 'ESTIMATE',
    title: 'Our own engineering estimate (stated where used)',
    licence: 'Not applicable (our own assumption)',
    licenceStatus: 'our own estimate',
    attribution: 'Estimate (the product’s stated assumption; see the Methodology page)',
  },
];
