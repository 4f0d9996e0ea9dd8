import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { buildMethodology, editionForPeople } from '@embodied/engine';
import { useLocation } from 'react-router';
import { DatasetList } from './dataset-list';
import { factorRows } from './factor-rows';
import { FactorTable } from './factor-table';
import { MethodologyTableView } from './methodology-table';
import { methodologyToc } from './methodology-toc';
import { ModelSection } from './model-section';
import { SourcesTable } from './sources-table';
import { TocNav } from './toc-nav';
import { useShownInSteps } from './use-shown-in-steps';
import classes from './methodology.module.css';

// Pure and deterministic: computed once when this page's chunk loads. The same function writes
// docs/methodology.md, so the page and the document cannot disagree.
const METHODOLOGY = buildMethodology();
const TOC = methodologyToc(METHODOLOGY);
const FACTOR_ROWS = factorRows(METHODOLOGY);

/**
 * The parts on the page's first render; the others follow one per task, each in a transition of its
 * own. A part is a section, or one model of the Models section (its 15 models are two thirds of the
 * page: in one task, about 500 ms on Lighthouse's phone). The whole page in one render was one commit
 * of several thousand elements (docs/decisions/021-first-paint.md). Opened at an #anchor, the page
 * renders every part at once.
 */
const FIRST_PARTS = 2;

/**
 * The page renders after the router has handled the URL, so an #anchor, the incoming one or a
 * contents link's, is scrolled to here, once every part is shown (an #anchor shows them all).
 */
function useScrollToHash(hash: string) {
  const scrolledTo = useRef('');
  useEffect(() => {
    if (!hash) {
      scrolledTo.current = '';
      return;
    }
    if (scrolledTo.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      scrolledTo.current = hash;
    }
  }, [hash]);
}

function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" id={id} className={classes.anchor} gap="md">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/** The column the page is laid out in (printed as it is). */
function MethodologyColumn({ children }: { children: ReactNode }) {
  return (
    <Stack className={`${classes.page} print-area`} gap="xl">
      {children}
    </Stack>
  );
}

/** The page's title and what it holds. */
function MethodologyIntro() {
  const m = METHODOLOGY;
  return (
    <Stack gap="xs" className={classes.prose}>
      <Title order={2}>{m.title}</Title>
      <Text>
        How every number in Embodied is calculated: the scope, the three carbon datasets and their licences, each
        model’s formulas and quantities, and every emission factor with its source. This page is generated from the
        calculation engine’s own data (engine {m.engineVersion}, data edition {editionForPeople(m.dataBriefVersion)}),
        as is <Code>docs/methodology.md</Code>, so the two always show the same numbers. Default dataset:{' '}
        <strong>{m.defaultDatasetId}</strong>.
      </Text>
    </Stack>
  );
}

/** The page's first paint (app/first-paint.tsx): its title and text where the page will show them. */
export function MethodologyFirstPaint() {
  return (
    <MethodologyColumn>
      <MethodologyIntro />
    </MethodologyColumn>
  );
}

/** Each model in the Models section, memoised: showing the next one does not render those shown again. */
const MemoModelSection = memo(ModelSection);

/** A section after the page's introduction: how many parts it shows one task at a time, and its render with `parts` shown. */
interface PagePart {
  id: string;
  parts: number;
  render: (parts: number) => ReactNode;
}

/** A section shown in one task. */
const whole = (id: string, render: () => ReactNode): PagePart => ({ id, parts: 1, render });

/** The page's sections after its introduction, in order. */
const SECTIONS: PagePart[] = [
  whole('scope', () => <ModelSection section={METHODOLOGY.scope} order={2} />),
  whole('datasets', () => (
    <PageSection id="datasets" title="Datasets">
      <Text className={classes.prose}>
        Three carbon bases. The product defaults to {METHODOLOGY.defaultDatasetId} and names the dataset next to every
        result; a result uses one dataset only.
      </Text>
      <DatasetList datasets={METHODOLOGY.datasets} defaultId={METHODOLOGY.defaultDatasetId} />
    </PageSection>
  )),
  whole('sources', () => (
    <PageSection id="sources" title="Sources and licences">
      <SourcesTable sources={METHODOLOGY.sources} />
      <Title order={3} size="h4">
        Excluded sources
      </Title>
      <List spacing={6} className={classes.prose}>
        {METHODOLOGY.excludedSources.map((s) => (
          <List.Item key={s.id}>
            <strong>{s.id}</strong>: {s.reason}
          </List.Item>
        ))}
      </List>
    </PageSection>
  )),
  {
    id: 'models',
    parts: METHODOLOGY.models.length,
    render: (parts) => (
      <PageSection id="models" title="Models">
        <Text className={classes.prose}>
          Each model returns a total and its breakdown: element → lines of quantity × factor. Values per dataset below
          are computed by the engine; au-typical shows its min–max range in brackets.
        </Text>
        <Stack gap={40}>
          {METHODOLOGY.models.slice(0, parts).map((s) => (
            <MemoModelSection key={s.id} section={s} order={3} />
          ))}
        </Stack>
      </PageSection>
    ),
  },
  whole('factors', () => (
    <PageSection id="factors" title="Every emission factor">
      <Text className={classes.prose}>
        Every factor of every dataset, with the source’s own row name and whether it is sourced or our estimate (each
        estimate states its derivation). Search and filter to find one; see{' '}
        <Anchor href="#sources" underline="always">
          Sources and licences
        </Anchor>{' '}
        for each source.
      </Text>
      <FactorTable rows={FACTOR_ROWS} />
    </PageSection>
  )),
  whole('limits', () => (
    <PageSection id="limits" title="Input bounds">
      <MethodologyTableView table={METHODOLOGY.limits} />
    </PageSection>
  )),
  whole('decisions', () => (
    <PageSection id="decisions" title="Resolved ambiguities">
      <MethodologyTableView table={METHODOLOGY.decisions} />
    </PageSection>
  )),
];

const TOTAL_PARTS = SECTIONS.reduce((sum, s) => sum + s.parts, 0);

/** The sections with a part shown, each with how many of its parts are. */
function sectionsShown(shown: number): { section: PagePart; parts: number }[] {
  const result: { section: PagePart; parts: number }[] = [];
  let before = 0;
  for (const section of SECTIONS) {
    if (before >= shown) break;
    result.push({ section, parts: Math.min(section.parts, shown - before) });
    before += section.parts;
  }
  return result;
}

/** A section with `parts` shown; memoised, so showing the next part renders only the section it is in. */
const ShownSection = memo(function ShownSection({ section, parts }: { section: PagePart; parts: number }) {
  return section.render(parts);
});

/** /methodology: the whole method, every model and every factor, straight from the engine's data. Public. */
export function MethodologyPage() {
  const { hash } = useLocation();
  const shown = useShownInSteps(TOTAL_PARTS, { first: FIRST_PARTS, step: 1, allAtOnce: Boolean(hash) });
  useScrollToHash(hash);
  return (
    <MethodologyColumn>
      <MethodologyIntro />
      <div className={classes.layout}>
        <TocNav entries={TOC} />
        <Stack className={classes.content} gap={48}>
          {sectionsShown(shown).map(({ section, parts }) => (
            <ShownSection key={section.id} section={section} parts={parts} />
          ))}
        </Stack>
      </div>
    </MethodologyColumn>
  );
}
