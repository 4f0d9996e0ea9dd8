import {
  toEngineChoiceField,
  type EstimateDwellingRequest,
  type estimateDwellingRequestSchema,
  type SeedChoiceField,
  type SeedDwellingChoices,
  STARTING_DWELLING_CHOICES,
} from '@embodied/contracts';
import { CHOICE_OPTIONS } from '@embodied/engine';
import type { z } from 'zod';

/** What the form holds while being typed: numbers may be missing until the user enters them. Field names are the API's. */
export type DwellingFormInput = z.input<typeof estimateDwellingRequestSchema>;
export type DwellingRequest = EstimateDwellingRequest;

/** A sensible start for the choices (a common Australian brick-veneer house); the numbers start empty. */
export const DEFAULT_CHOICES: SeedDwellingChoices = { ...STARTING_DWELLING_CHOICES };

export const DEFAULT_FORM: Partial<DwellingFormInput> = {
  project: '',
  brickworksNetOfOffsets: false,
  ...DEFAULT_CHOICES,
};

/**
 * The select fields in the seed's order, with its labels. The two "Wall Area" fields choose a wall
 * material (brief 7g), so the label says so.
 */
export const CHOICE_SELECTS: readonly { field: SeedChoiceField; label: string; description?: string }[] = [
  { field: 'doubleGlazed', label: 'Double Glazed', description: 'Glazing of every window.' },
  {
    field: 'groundFloorWallArea',
    label: 'Ground Floor Wall Area (wall material)',
    description:
      'The material of the ground floor’s external walls; their area comes from the floor area and ceiling height.',
  },
  {
    field: 'firstFloorWallArea',
    label: 'First Floor Wall Area (wall material)',
    description: 'The material of the first floor’s external walls.',
  },
  { field: 'groundFloorStructure', label: 'Ground Floor Structure' },
  {
    field: 'firstFloorStructure',
    label: 'First Floor Structure',
    description:
      'Upstairs, timber is a timber-joist floor, and concrete slab, waffle pod and strip footing become a suspended concrete slab.',
  },
  { field: 'roofMaterial', label: 'Roof Material' },
  { field: 'windowFrameType', label: 'Window Frame Type' },
  {
    field: 'brickSupplier',
    label: 'Brick Supplier',
    description: 'Changes the bricks of every brick skin; no effect on walls without bricks.',
  },
  {
    field: 'concreteSupplier',
    label: 'Concrete Supplier',
    description: 'Changes in-situ (ready-mix) concrete: floors, core fill and in-situ walls.',
  },
];

/** Select data for a field (the key is the label: the spec lists the options by these names). */
export const selectData = (field: SeedChoiceField) =>
  (CHOICE_OPTIONS[toEngineChoiceField(field)] as readonly string[])
    .slice()
    .sort(orderOf(field))
    .map((v) => ({ value: v, label: v }));

// The first floor's options are ordered for tie-breaking (real upstairs floors first); show the seed's order.
function orderOf(field: SeedChoiceField) {
  if (field !== 'firstFloorStructure') return () => 0;
  const seed = CHOICE_OPTIONS.groundFloorStructure as readonly string[];
  return (a: string, b: string) => seed.indexOf(a) - seed.indexOf(b);
}
