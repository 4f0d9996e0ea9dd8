/// <reference types="node" />
/**
 * Writes docs/methodology.md from the engine (`npm run docs:methodology` at the repo root).
 * A test fails when the committed file differs from renderMethodologyMarkdown().
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderMethodologyMarkdown } from '../src/index';

export const METHODOLOGY_PATH = fileURLToPath(new URL('../../../docs/methodology.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(METHODOLOGY_PATH, renderMethodologyMarkdown());
  console.log(`Wrote ${METHODOLOGY_PATH}`);
}
