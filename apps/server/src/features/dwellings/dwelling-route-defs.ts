import { DEFAULT_DWELLING_PROJECT } from '@embodied/contracts';
import { calculatorRoute } from '../../http/endpoint-route';

/* The dwellings feature's OpenAPI declarations; dwellings-routes.ts answers them. */

export const estimateDwellingRoute = calculatorRoute('estimateDwelling', {
  tag: 'Optimizer',
  summary: 'Estimate a dwelling’s carbon and cold-shell cost, and save a carbon snapshot',
  description:
    'Whole-dwelling A1–A3 carbon (kgCO2e) and cold-shell cost (AUD ex GST) for the 13 optimizer fields, with a breakdown by element ' +
    '(walls per storey, windows, roof, floors) whose every line cites its factor. Values are unrounded; the page shows whole numbers. ' +
    `Saves an immutable dwelling snapshot; an omitted or empty project is saved as '${DEFAULT_DWELLING_PROJECT}'. ` +
    'The operation was called optimizeDwelling (schemas OptimizeRequest and OptimizeResponse) until the estimate and the Pareto search got a name each; the path and fields are unchanged.',
  resultDescription: 'The estimate and the snapshot it was saved as',
});

export const paretoFrontRoute = calculatorRoute('paretoFront', {
  tag: 'Optimizer',
  summary: 'The exact carbon–cost Pareto front over every design of a dwelling',
  description:
    'For the fixed geometry, searches every combination of wall material per storey, floor structure per storey, roof, window frame, glazing, brick and concrete supplier ' +
    '(1,555,200 designs), and returns every design no other beats on both total CO2e and cold-shell cost, lowest carbon first; the lowest-carbon and cheapest designs; ' +
    'the cheapest under `carbonTarget` and the lowest-carbon within `budget`; and, given `current`, the single changes that save carbon, best value first. ' +
    "Carbon is upfront carbon, A1–A5, over `scope` (cold shell by default) unless `modules` asks for 'A1-A3' (the default until issue 51). " +
    'The same engine runs in the browser and gives the same answer. Saves nothing.',
  resultDescription: 'The front and the named designs',
});
