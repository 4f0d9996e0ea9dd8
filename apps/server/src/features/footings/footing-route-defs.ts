import { calculatorRoute } from '../../http/endpoint-route';

/* The footings feature's OpenAPI declarations; footings-routes.ts answers them. */

export const calculateFootingRoute = calculatorRoute('calculateFooting', {
  tag: 'Slab',
  summary: 'Compare a business-as-usual footing with an alternate, and save a carbon snapshot',
  description:
    'Computes both footing systems on the chosen dataset, saves an immutable footing snapshot and returns its number. ' +
    'The seed fields c02Reduction, bauValue and afsValue are whole kgCO2e; c02Reduction = bauValue − afsValue and may be negative.',
  resultDescription: 'The comparison and the snapshot it was saved as',
});
