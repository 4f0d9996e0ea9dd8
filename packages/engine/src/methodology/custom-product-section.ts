import {
  DECLARED_UNITS,
  DECLARED_UNIT_LABELS,
  GWP_LIMITS,
  PRODUCT_SLOTS,
  PRODUCT_SLOT_KEYS,
  USER_EPD_LABEL,
} from '../custom-products/custom-products';
import { BRICKS_PER_M2 } from '../suppliers/brick-suppliers';
import { type MethodologySection, section } from './methodology-types';
import { digitsForPeople } from '../digits-for-people';

/** How a user's own EPD enters a calculation: the slots it may fill, the unit rules and the bounds. */
export function customProductSection(): MethodologySection {
  return section('custom-products', 'Custom products (user-supplied EPDs)', {
    paragraphs: [
      'A user may record a product from its Environmental Product Declaration (EPD): its name, EPD number, programme operator, declared unit, A1–A3 GWP per declared unit (with an optional min–max range) and valid-until date, and the material (factor) it replaces. The wall and slab calculators and the optimizer can then use it instead of the dataset factor: every line whose factor is that material takes the product’s value; no quantity and no other line changes. A product equal to the dataset factor gives the same result to the last bit (a property test checks it).',
      `Such numbers are the user’s, not this product’s: every line that uses one cites it as a ${USER_EPD_LABEL} (its name, EPD number, programme operator and valid-until date), on the page, in printouts and in every export, and the snapshot stores the product as it was when calculated, so that changing or deleting it later never changes a saved result or its recalculation. An EPD past its valid-until date is still usable but is flagged as expired.`,
      'A product declared per tonne is divided by 1,000 to give kgCO2e per kg. The declared unit must fit the material: per kg or per tonne for a material counted in kg, per m³ for one counted in m³, per m² for one counted in m². Biogenic carbon is not credited (scope), so GWP may not be negative. With 30 % fly-ash concrete chosen on the slab page, the alternate system’s in-situ lines use the fly-ash materials, so a product replacing plain 25 MPa concrete does not reach them; record one for the fly-ash material instead.',
      'A product imported from a digital EPD (ILCD+EPD or openEPD) keeps the A4 (transport to site) and A5 (construction) GWP the EPD declares, converted to the product’s declared unit as its A1–A3 is. In the upfront modules these replace, for the lines of that material only, the default A4 (mass × distance × truck factor) and the default A5 waste (waste factor × A1–A3): A4 of the line = its quantity × the EPD’s A4 per unit of the quantity (a tonne’s figure ÷ 1,000 per kg), and likewise A5; A1–A3 and every other line are unchanged, and site activity is counted apart as before. The report’s Transport (A4) and Waste (A5) rows name each material whose module is the EPD’s (“A4 from EPD …”); the others are on the default scenario. A product whose EPD declares neither, and every product typed in by hand, is computed exactly as before, and a snapshot stores the values it used, so an older snapshot recalculates as it was saved.',
      `In the optimizer a product also wins over the design’s supplier for its material: a clay-brick product gives every brick skin the dataset’s brick line (${BRICKS_PER_M2} bricks per m² of the model’s brick mass) at the product’s factor, whichever brick supplier the design names, and a ready-mix product replaces the concrete supplier’s value for its strength. The user’s EPD describes the product they will build with, so a supplier choice makes no difference to a material it covers.`,
    ],
    tables: [
      {
        title: 'Bounds of a product’s A1–A3 GWP, by declared unit',
        columns: ['Declared unit', 'Allowed GWP', 'Why'],
        rows: DECLARED_UNITS.map((u) => [
          DECLARED_UNIT_LABELS[u],
          `${digitsForPeople(GWP_LIMITS[u].min)}–${digitsForPeople(GWP_LIMITS[u].max)} ${GWP_LIMITS[u].unit}`,
          GWP_LIMITS[u].reason,
        ]),
      },
      {
        title: 'Materials a product can replace',
        columns: ['Material', 'Factor key', 'Factor unit'],
        rows: PRODUCT_SLOT_KEYS.map((k) => [PRODUCT_SLOTS[k].label, k, PRODUCT_SLOTS[k].unit]),
      },
    ],
  });
}
