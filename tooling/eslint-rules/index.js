import { filenameCase } from './filename-case.js';
import { importBoundaries } from './import-boundaries.js';
import { layers } from './layers.js';
import { noImportCycle } from './no-import-cycle.js';

/** The repository's own ESLint rules, registered in eslint.config.js as the `local` plugin. */
export default {
  meta: { name: 'eslint-plugin-local' },
  rules: {
    'filename-case': filenameCase,
    'import-boundaries': importBoundaries,
    layers,
    'no-import-cycle': noImportCycle,
  },
};
