/**
 * Window build-ups per m² of window opening (data brief 2025.1-brief-1, section 7d and JSON
 * `rules.windows`). Product decision: au-typical and au-conservative compose a window from frame
 * and glass components, so timber vs aluminium and single vs double each move the result the way a
 * designer expects; au-hybrid keeps the ICM rule (0.2 m² of frame + 0.8 m² of glazing per m²).
 * NMEFD's generic windows (`windowAluminiumGeneric_m2`) stay as a cross-check only.
 */
import type { QuantityLine } from '../breakdown/breakdown-types';
import type { WindowBuildUp } from '../datasets/dataset-types';
import type { GlazingKey, WindowFrameKey } from '../keys';

export interface WindowParts {
  readonly frames: Readonly<Record<WindowFrameKey, readonly QuantityLine[]>>;
  readonly glazing: Readonly<Record<GlazingKey, readonly QuantityLine[]>>;
}

const SINGLE_PANE: QuantityLine = {
  component: 'glass, one 4 mm pane over 80 % of the opening',
  qty: 8,
  unit: 'kg',
  factorKey: 'glass_kg',
  confidence: 'estimate',
  basis: 'estimate: 0.8 m² × 4 mm × 2,500 kg/m³ = 8 kg',
};

/** The aluminium frame from NMEFD's generic aluminium window masses (editions 2025.1 and 2026.11). */
const ALUMINIUM_FRAME: readonly QuantityLine[] = [
  {
    component: 'powder-coated aluminium extrusion',
    qty: 7.1,
    unit: 'kg',
    factorKey: 'aluminiumExtrudedPowderCoated_kg',
    confidence: 'sourced',
    basis: "NMEFD2025_1: mass from the NMEFD generic aluminium window's build-up",
  },
  {
    component: 'stainless hardware',
    qty: 0.12,
    unit: 'kg',
    factorKey: 'stainlessSteel_kg',
    confidence: 'sourced',
    basis: "NMEFD2025_1: mass from the NMEFD generic aluminium window's build-up",
  },
];

/** A timber window frame as a whole product (ICM 2019 ID 646): 0.2 m² of frame per m² of window. */
const TIMBER_FRAME_UNIT: QuantityLine = {
  component: 'timber window frame with its fittings (0.2 m2 frame per m2 window)',
  qty: 0.2,
  unit: 'm2',
  factorKey: 'windowFrameTimber_m2frame',
  confidence: 'estimate',
  basis: 'estimate: frame fraction 0.2 of the opening',
};

/** A sealed double-glazed unit as a whole product (ICM 2019 ID 372): 0.8 m² per m² of window. */
const DOUBLE_GLAZED_UNIT: QuantityLine = {
  component: 'sealed double-glazed unit: glass, spacer and seals (0.8 m2 per m2 window)',
  qty: 0.8,
  unit: 'm2',
  factorKey: 'glazingDouble_m2',
  confidence: 'estimate',
  basis: 'estimate: glass fraction 0.8 of the opening',
};

export const WINDOWS: Readonly<Record<WindowBuildUp, WindowParts>> = {
  components: {
    frames: {
      Aluminium: ALUMINIUM_FRAME,
      Timber: [
        {
          component: 'dressed hardwood frame',
          qty: 0.012,
          unit: 'm3',
          factorKey: 'hardwood_m3',
          confidence: 'estimate',
          basis: 'estimate',
        },
        {
          component: 'stainless hardware',
          qty: 0.8,
          unit: 'kg',
          factorKey: 'stainlessSteel_kg',
          confidence: 'sourced',
          basis: "NMEFD2025_1: mass from the NMEFD generic timber window's build-up",
        },
      ],
    },
    glazing: {
      'Double Glazed': [
        {
          component: 'glass, 4/12/4 unit over 80 % of the opening',
          qty: 16,
          unit: 'kg',
          factorKey: 'glass_kg',
          confidence: 'estimate',
          basis: 'estimate: two 4 mm panes over 0.8 m²',
        },
      ],
      'Single Glazed': [SINGLE_PANE],
    },
  },
  'components-whole-units': {
    frames: {
      Aluminium: ALUMINIUM_FRAME,
      Timber: [TIMBER_FRAME_UNIT],
    },
    glazing: {
      'Double Glazed': [DOUBLE_GLAZED_UNIT],
      'Single Glazed': [SINGLE_PANE],
    },
  },
  'icm-frame-glazing': {
    frames: {
      Aluminium: [
        {
          component: 'window frame (0.2 m2 frame per m2 window)',
          qty: 0.2,
          unit: 'm2',
          factorKey: 'windowFrameAluminium_m2frame',
          confidence: 'estimate',
          basis: 'estimate: frame fraction 0.2 of the opening',
        },
      ],
      Timber: [TIMBER_FRAME_UNIT],
    },
    glazing: {
      'Double Glazed': [DOUBLE_GLAZED_UNIT],
      'Single Glazed': [SINGLE_PANE],
    },
  },
};
