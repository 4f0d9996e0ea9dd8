/**
 * The sources of the thermal values and the targets (research brief `research-targets-1`,
 * section 3). They are references read for single figures, not datasets: nothing of theirs is
 * redistributed beyond the figure and its citation.
 */
import type { Source } from '../datasets/dataset-types';

/** A reference read for single figures (nothing of it is redistributed but the figure and its citation). */
export const cited = (
  id: string,
  title: string,
  publisher: string,
  url: string,
  extra: Partial<Pick<Source, 'published' | 'version' | 'note'>> = {},
): Source => ({
  id,
  title,
  publisher,
  url,
  ...extra,
  licence: 'Cited for single figures; no data is redistributed.',
  licenceStatus: 'cited reference',
  attribution: `${title} (${publisher}).`,
});

export const REFERENCE_SOURCES: readonly Source[] = [
  cited(
    'ICANZ_HB',
    'Insulation Handbook Part 1: Thermal Performance, walls (System W0200)',
    'Insulation Council of Australia and New Zealand (ICANZ)',
    'https://www.yumpu.com/en/document/view/7197593/insulation-handbook-part-1-thermal-performance-icanz/28',
  ),
  cited(
    'APR',
    'Total R-Values / Added R-Values (brick veneer examples)',
    'APR Building Services',
    'http://www.aprbuildingservices.com.au/D1_R_Values.html',
  ),
  cited(
    'CSIRO_EPS',
    'Test report XC3945/R1 Rev C: 50 mm EPS-FR SL thermal resistance (Table 3)',
    'CSIRO',
    'https://flipbook.brandbits.com/0c592d57bc/inc/html/7.html',
    { published: '2023' },
  ),
  cited(
    'HEBEL_JP',
    'Properties of Hebel (thermal conductivity 0.15 W/mK)',
    'Asahi Kasei Homes',
    'http://www.asahikasei-kenzai.com/akk/hebel/en/profile/property/index.html',
  ),
  cited(
    'KNAUF',
    'Knauf Insulation supplier page (building code wall minima R2.8–3.8)',
    'Architecture & Design',
    'https://www.architectureanddesign.com.au/supplier/knauf-insulation',
    { note: 'A secondary summary of the code: the wall values are not yet checked against the NCC text.' },
  ),
  cited(
    'NCC22_HP132',
    'NCC 2022 Housing Provisions, Part 13.2 Building fabric (13.2.5 External walls)',
    'Australian Building Codes Board',
    'https://ncc.abcb.gov.au/editions/ncc-2022/adopted/housing-provisions/13-energy-efficiency/part-132-building-fabric',
    { version: 'NCC 2022' },
  ),
  cited(
    'NCC22_HP1326',
    'ABCB Housing Provisions Standard 2022 (1 May 2023), 13.2.6 Floors and subfloor walls, Tables 13.2.6a–k',
    'Australian Building Codes Board',
    'https://ncc.abcb.gov.au/editions/ncc-2022/adopted/housing-provisions/13-energy-efficiency/part-132-building-fabric',
    {
      version: 'NCC 2022',
      note: 'Read in a text extraction of the standard (docs/research/issue-49-verification.md): 13.2.6 sets the labelled R-value of the insulation, not a Total R-value. Over an unenclosed space (Table 13.2.6a): R2.0 in zones 1–2, R1.5 in 3, not permitted in 4–5, R4.0 (3.5 with a reflective airspace) in 6–8. Over an enclosed subfloor (13.2.6(2), Tables 13.2.6b–h) by subfloor wall height and a reflective layer; the product models walls over 600 and up to 900 mm without a reflective layer: subfloor walls R1.5 / R1.0 / R0.5 in zones 1–3 (no under-floor insulation), under the floor R1.5 in zones 4–5, R2.0 in 6, R2.5 in 7–8. The extraction splits table rows across pages; they were put back together by page order (see the methodology).',
    },
  ),
  cited(
    'AEF_RVALUE',
    'What is the R-value? (insulation R-values by climate zone: underfloor, walls, ceilings)',
    'Australian Energy Foundation',
    'https://support.aef.com.au/portal/en/kb/articles/what-is-the-r-value',
    {
      note: 'A secondary table: it names no NCC edition or clause and does not say "Total R-value". Its underfloor values (1.5 / 1.0 / 2.25 / 1.0 / 2.25 / 2.25 / 2.75 / 3.25, zones 1–8) are not in NCC 2022; snapshots saved with engine 1.1.0 used them, and keep them as saved.',
    },
  ),
  cited(
    'ABCB_CLIMATE_MAP',
    'Climate zone map (NCC climate zones 1–8, interactive; zones follow local government areas)',
    'Australian Building Codes Board',
    'https://www.abcb.gov.au/abcb-climate-map',
    { note: 'Licensed CC BY 4.0. The product links to it for finding a site’s zone; no map data is redistributed.' },
  ),
  cited(
    'ISO_6946',
    'ISO 6946:2017 Building components and building elements: thermal resistance and thermal transmittance, calculation methods (Table 7, surface resistances)',
    'International Organization for Standardization',
    'https://www.iso.org/standard/65708.html',
    { version: '2017', note: 'Internal surface resistance for downward heat flow, 0.17 m²K/W.' },
  ),
  cited(
    'GS_GUIDE',
    'Upfront Carbon Emissions calculation guide (interim), p. 7',
    'Green Building Council of Australia',
    'https://costgroup.com.au/carbon-emissions-calculation-guide',
    { published: '2022-12', note: 'Read as quoted by Cost Group.' },
  ),
  cited(
    'GS_NEWS_2022',
    'An upfront conversation about upfront carbon (GBCA news, 31 August 2022): 10 % since 2020, 40 % by 2030',
    'Green Building Council of Australia',
    'https://new.gbca.org.au/news/gbca-news/upfront-conversation-about-upfront-carbon/',
    { published: '2022-08-31' },
  ),
  cited(
    'GS_FAQ356',
    'FAQ F-00356: Green Star Buildings v1, credit 21 Upfront Carbon Emissions (LCA, A1–A5)',
    'Green Building Council of Australia',
    'https://gbca.org.au/faqs.asp?action=details&faqId=356',
  ),
  cited(
    'GBCA_HOMES_5E',
    'GBCA calls for a 20 % cut in homes’ upfront carbon by 2031 (reported)',
    'The Fifth Estate',
    'https://thefifthestate.com.au/housing-2/the-feds-are-on-it-we-need-loads-more-homes-but-heres-a-chance-to-transform-the-sector-with-carbon-efficient-and-smaller-homes/',
    { published: '2025-05' },
  ),
  cited(
    'ASBEC',
    'Our Upfront Opportunity (launch, as reported by Sustainability Matters: “at least 60%” less embodied carbon by 2035)',
    'Australian Sustainable Built Environment Council',
    'https://www.sustainabilitymatters.net.au/content/sustainability/news/reducing-upfront-carbon-in-built-environment-report-1542860630',
    { published: '2025-04' },
  ),
  cited(
    'ILLANKOON',
    'Illankoon, Vithanage, Pilanawithana: Embodied carbon in Australian residential houses, Buildings 13(10) 2559',
    'MDPI (doi:10.3390/buildings13102559)',
    'https://researchprofiles.canberra.edu.au/en/publications/embodied-carbon-in-australian-residential-houses-a-preliminary-st',
    { published: '2023' },
  ),
];
