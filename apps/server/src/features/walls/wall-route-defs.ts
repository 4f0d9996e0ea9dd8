import { calculatorRoute } from '../../http/endpoint-route';

/* The walls feature's OpenAPI declarations; walls-routes.ts answers them. */

const TRUST_NOTE =
  'The server never trusts figures computed by a client: it recomputes every figure from the inputs with the carbon engine. ' +
  'Length and height are numbers in metres; clean decimal text ("2.7") is accepted too, as the seed client sent height as text. ' +
  'Unknown fields are refused.';

export const calculateWallLocationRoute = calculatorRoute('calculateWallLocation', {
  tag: 'Walls',
  summary: 'Compare two wall types at one wall location (the per-location Calculate)',
  description: `optionX = length × height × wall factor of materialX, kgCO2e, A1–A3, with its breakdown and range. Nothing is stored. ${TRUST_NOTE}`,
  resultDescription: 'The location’s figures',
});

export const calculateWallRoute = calculatorRoute('calculateWall', {
  tag: 'Walls',
  summary: 'Compare two wall options over every location, and save a carbon snapshot (the whole-wall Calculate)',
  description:
    'Totals, intensities (kgCO2e/m² of wall), Total Carbon Reduction and Progress to Target, and each location’s figures and breakdown. ' +
    'A location whose length or height is empty (null, omitted or "") counts 0 and is left out of the area; when no location has an area, the area is 1. ' +
    'actualReduction, percentage, optionA, optionB and wallNumber are accepted for compatibility with the seed client, ignored, and not stored. ' +
    `Each call saves one immutable carbon snapshot (its inputs, these outputs, the dataset and engine versions) and answers its number. ${TRUST_NOTE}`,
  resultDescription: 'The wall’s figures and the saved snapshot’s number',
});
