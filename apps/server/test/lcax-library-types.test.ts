import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as Lcax from 'lcax';
import type { LcaxProject } from '@embodied/contracts';
import { withLcax } from '../src/lib/epd/lcax-library';
import type { LcaxJson, LcaxLibraryProject } from '../src/features/snapshots/lcax-library-types';

/*
 * The export is typed against the LCAx library's model (issue 53): the compiler refuses a document
 * the library's types do not describe, and the library itself refuses one at run time.
 */

const project = (): LcaxLibraryProject => ({
  id: 'p',
  name: 'Types',
  description: null,
  comment: null,
  location: { country: 'aus', city: null, address: null },
  owner: null,
  formatVersion: '3.5.0',
  lciaMethod: null,
  classificationSystems: null,
  referenceStudyPeriod: null,
  lifeCycleModules: ['a1a3'],
  impactCategories: ['gwp'],
  assemblies: [
    {
      type: 'assembly',
      id: 'a',
      name: 'Wall',
      description: null,
      comment: null,
      quantity: 1,
      unit: 'pcs',
      classification: null,
      products: [
        {
          type: 'product',
          id: 'l',
          name: 'Brick',
          description: null,
          referenceServiceLife: 0,
          impactData: [
            {
              type: 'EPD',
              id: 'f',
              name: 'Clay brick',
              declaredUnit: 'kg',
              source: null,
              comment: null,
              conversions: null,
              impacts: { gwp: { a1a3: 0.2 } },
              metaData: null,
            },
          ],
          quantity: 100,
          unit: 'kg',
          transport: null,
          results: null,
          metaData: null,
        },
      ],
      results: null,
      metaData: null,
    },
  ],
  results: null,
  projectInfo: null,
  projectPhase: 'other',
  softwareInfo: {
    lcaSoftware: 'Embodied',
    lcaSoftwareVersion: null,
    goalAndScopeDefinition: null,
    calculationType: null,
  },
  metaData: null,
});

describe('the LCAx export is typed against the LCAx library', () => {
  it('our model is a narrowing of the library’s, and a broken document is not one', () => {
    expectTypeOf<LcaxProject>().toExtend<LcaxLibraryProject>();
    // A required field missing, a date that is not a date string, a typology lcax 3.4.3 does not know.
    expectTypeOf<Omit<LcaxProject, 'formatVersion'>>().not.toExtend<LcaxLibraryProject>();
    expectTypeOf<{ validUntil: number }>().not.toExtend<Pick<LcaxJson<Lcax.EPD>, 'validUntil'>>();
    expectTypeOf<'science'>().not.toExtend<Lcax.BuildingTypology>();
  });

  it('the library computes a typed document, and refuses it without a required field', async () => {
    const done = await withLcax((lcax) => lcax.calculateProject(project() as never));
    const assembly = done.assemblies[0] as { results: { gwp: { a1a3: number } } };
    expect(assembly.results.gwp.a1a3).toBeCloseTo(20, 12); // 100 kg × 0.2 kgCO2e/kg
    const { formatVersion: _v, ...broken } = project();
    await expect(withLcax((lcax) => lcax.calculateProject(broken as never))).rejects.toThrow(/formatVersion/);
  });
});
