/**
 * The sources of the upfront modules (issue 51; docs/research/issue-51-upfront-sources.md). They are
 * references read for single figures: nothing of theirs is redistributed beyond the figure and its
 * citation. NMEFD v2025.1 (services) and ICM 2019 (truck factors) are in SOURCES already.
 */
import type { Source } from '../datasets/dataset-types';
import { cited } from '../thermal/reference-sources';

export const UPFRONT_SOURCES: readonly Source[] = [
  cited(
    'TM65_ANZ',
    'TM65 Embodied carbon in building services: Australia and New Zealand addendum, A4 transport scenarios',
    'CIBSE with GBCA and CIBSE ANZ',
    'https://www.cibse.org/policy-insight/news/tm65-australia-new-zealand-addendum-coming-soon',
    {
      published: '2022',
      note: 'Secondary: the scenario distances (within state 100 km, nationally 2,000 km by road) were read in a public code repository’s transcription, not in the addendum.',
    },
  ),
  cited(
    'ETOOL_WASTE',
    'Diverting construction waste from landfill (typical construction waste factors)',
    'eTool (eToolLCD knowledge base)',
    'https://support.etoollcd.com/index.php/knowledgebase/diverting-construction-waste-from-landfill/',
  ),
  cited(
    'MPA_BLOCK_WASTAGE',
    'Wastage rates (Reusefully study of concrete block and ready-mixed concrete site wastage)',
    'Mineral Products Association, MPA Masonry',
    'https://mpamasonry.org/Sustainability-Environmental/Wastage-Rates.aspx',
    { published: '2023' },
  ),
  cited(
    'RICS_WLCA',
    'Whole life carbon assessment for the built environment: default A5 site emissions per project value',
    'Royal Institution of Chartered Surveyors (RICS)',
    'https://www.rics.org/profession-standards/rics-standards-and-guidance/sector-standards/construction-standards/whole-life-carbon-assessment',
    {
      version: '1st ed. 2017 (2nd ed. 2023 current)',
      note: 'Secondary: the 1,400 kgCO2e per £100k figure was read as quoted in a public code repository, not in the standard.',
    },
  ),
  cited(
    'COST_HOUSE_2025',
    'How much per square metre does it cost to build a house? (cost guide): four-bedroom brick-veneer single-level project home, mid-range finishes, $2,400 per m²',
    'ServiceTasker',
    'https://servicetasker.com.au/cost-guides/how-much-per-square-metre-does-it-cost-to-build-a-house',
    { published: '2025-02-05 (updated 2025-04-23)' },
  ),
  cited(
    'FX_GBP_AUD_2025',
    'GBP/AUD exchange rate on 14 February 2025: 1.9745 Australian dollars per pound',
    'Canterbury Wire (news article)',
    'https://canterburywire.co.uk/?p=5209',
    {
      published: '2025-02-14',
      note: 'Secondary: a news report of the market rate; the Reserve Bank of Australia’s F11 exchange-rate series was not read.',
    },
  ),
];
