import type { TakeoffMappingKind } from '@embodied/contracts';

/*
 * A first guess at what a model's names mean in the product's options, from the words exporters
 * write in material and type names: English, and the common German, French and Dutch words
 * (ArchiCAD, Revit and Vectorworks models from European templates carry them). A person confirms or
 * changes each guess on the take-off page; the workspace then remembers the choice.
 */

/** Words of a material family, as a regular expression over the lower-cased name. */
const WORDS = {
  brick: /brick|ziegel|klinker|mauerwerk|brique|ma[cç]onnerie|baksteen|metselwerk|gevelsteen/,
  timber: /timber|wood|stud|joist|holz|st[aä]nder|balken|bois|ossature|solive|hout|balk|stijl|pine|oak|lvl|glulam/,
  block: /block|cmu|betonstein|kalksandstein|leichtbeton|parpaing|bloc|betonblok|kalkzandsteen/,
  aac: /\baac\b|hebel|porenbeton|gasbeton|ytong|b[eé]ton cellulaire|cellenbeton/,
  metal: /steel|metal|colorbond|zincalume|stahl|blech|zink|acier|m[eé]tal|zinc|staal|metaal/,
  fibreCement: /fib(re|er)[ -]?cement|faserzement|fibrociment|fibre-ciment|fibres?-ciment|vezelcement|eternit/,
  concrete: /concrete|beton|b[eé]ton|slab|platte|dalle|vloerplaat/,
  waffle: /waffle|pod|kassetten/,
  clayTile: /clay tile|terracotta|terra cotta|tonziegel|dachziegel|tuile terre cuite|terre cuite|dakpan|keramische pan/,
  concreteTile: /concrete tile|betondachstein|tuile b[eé]ton|betonpan|betondakpan/,
  aluminium: /alumin|\balu\b/,
} as const;

const has = (text: string, family: keyof typeof WORDS) => WORDS[family].test(text);

/** The wall calculator's wall type for a wall type whose name and layers read `text`. */
function wallOf(text: string, thicknessMm: number): string | null {
  const bricks = (text.match(new RegExp(WORDS.brick.source, 'g')) ?? []).length;
  if (has(text, 'aac')) return 'LightWeightHebel';
  if (has(text, 'brick')) {
    if (has(text, 'timber') || has(text, 'metal')) return 'BrickVeneerVirginLocal';
    return bricks >= 2 || /double|cavity|hohl|creux|spouw/.test(text)
      ? 'DoubleBrickVirginLocal'
      : 'BrickVeneerVirginLocal';
  }
  if (has(text, 'block'))
    return thicknessMm > 0 && thicknessMm <= 100
      ? 'Block90'
      : thicknessMm <= 150 && thicknessMm > 0
        ? 'Block140HC'
        : 'Block190HC';
  if (has(text, 'fibreCement')) return 'LightWeightFCClad';
  if (has(text, 'metal')) return 'LightWeightMetalClad';
  if (has(text, 'timber') || /weatherboard|clad|plasterboard|gips|pl[aâ]tre|gipsplaat/.test(text))
    return 'LightWeightTimberClad';
  return null;
}

/**
 * The product's option a name of the model suggests, or null.
 * @example suggestMapping('roof', 'Colorbond steel') // 'Metal'
 * @example suggestMapping('frame', 'Holz') // 'Timber'
 */
export function suggestMapping(kind: TakeoffMappingKind, words: string, thicknessMm = 0): string | null {
  const text = words.toLowerCase();
  switch (kind) {
    case 'wall':
      return wallOf(text, thicknessMm);
    case 'floor':
      if (has(text, 'aac')) return 'AAC';
      if (has(text, 'waffle')) return 'waffle pod';
      if (has(text, 'timber')) return 'timber';
      return has(text, 'concrete') ? 'concrete slab' : null;
    case 'roof':
      if (has(text, 'clayTile')) return 'Clay Tile';
      if (has(text, 'concreteTile')) return 'Concrete Tile';
      if (has(text, 'metal')) return 'Metal';
      return /tile|tuile|ziegel|pan\b/.test(text) ? 'Clay Tile' : null;
    case 'frame':
      if (has(text, 'aluminium')) return 'Aluminium';
      return has(text, 'timber') ? 'Timber' : null;
  }
}
