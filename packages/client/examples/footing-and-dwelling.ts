/**
 * The worked example of packages/client/README.md: with a personal API token (scope
 * read+calculate), compare two footing systems, find the Pareto front of a dwelling, and save the
 * footing snapshot's PDF. The values are the calculator pages' placeholders.
 *
 *   EMBODIED_URL=http://localhost:3000 EMBODIED_TOKEN=emb_… \
 *     node --import tsx packages/client/examples/footing-and-dwelling.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, EXAMPLE_FOOTING, PLACEHOLDER_HOUSE, STARTING_DWELLING_CHOICES } from '@embodied/client';

export interface ExampleOptions {
  baseUrl: string;
  token: string;
  /** Where the PDF is written. */
  outDir: string;
}

export async function runExample({ baseUrl, token, outDir }: ExampleOptions) {
  const client = createClient({ baseUrl, token });

  // 1. The slab page: a 100 m² slab founded at 700 mm, blinded raft against a waffle slab.
  const footing = await client.calculateFooting(EXAMPLE_FOOTING);
  console.log(
    `Snapshot #${footing.snapshot}: ${footing.bau.label} ${footing.bauValue} kgCO2e, ` +
      `${footing.afs.label} ${footing.afsValue} kgCO2e (saves ${footing.c02Reduction} kgCO2e)`,
  );

  // 2. The optimizer page: the placeholder house, and the brick-veneer design to compare with.
  const pareto = await client.paretoFront({ ...PLACEHOLDER_HOUSE, current: STARTING_DWELLING_CHOICES });
  const { lowestCarbon, cheapest } = pareto;
  console.log(
    `${pareto.front.length} designs on the front of ${pareto.combinations}: ` +
      `lowest carbon ${Math.round(lowestCarbon.totalCO2e)} kgCO2e ($${Math.round(lowestCarbon.coldShellCost)}), ` +
      `cheapest $${Math.round(cheapest.coldShellCost)} (${Math.round(cheapest.totalCO2e)} kgCO2e)`,
  );

  // 3. The footing snapshot as its A4 PDF.
  const pdf = await client.downloadSnapshotPdf(footing.snapshot);
  await mkdir(outDir, { recursive: true });
  const pdfFile = path.join(outDir, `snapshot-${footing.snapshot}.pdf`);
  await writeFile(pdfFile, pdf);
  console.log(`Saved ${pdfFile} (${pdf.byteLength} bytes)`);

  return { footing, pareto, pdfFile };
}

// Run as a script: node --import tsx packages/client/examples/footing-and-dwelling.ts
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.env.EMBODIED_URL ?? 'http://localhost:3000';
  const token = process.env.EMBODIED_TOKEN;
  if (!token) throw new Error('Set EMBODIED_TOKEN to a personal API token (profile page → API tokens).');
  await runExample({ baseUrl, token, outDir: process.env.EMBODIED_OUT ?? '.' });
}
