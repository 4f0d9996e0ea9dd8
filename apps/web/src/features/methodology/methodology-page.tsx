import { Fragment, startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
import classes from './methodology.module.css';

// Pure and deterministic: computed once when this page's chunk loads. The same function writes
// docs/methodology.md, so the page and the document cannot disagree.
const METHODOLOGY = buildMethodology();
const TOC = methodologyToc(METHODOLOGY);
const FACTOR_ROWS = factorRows(METHODOLOGY);

/**
 * The sections on the page's first render; the others follow one per task, each in a transition of
 * its own. The whole page in one render was one commit of several thousand elements: about 120 ms
 * of work the browser could do nothing else in on this machine, 470 ms on Lighthouse's phone (docs/
 * decisions/021-first-paint.md). Opened at an #anchor, the page renders every section at once.
 */
const FIRST_SECTIONS = 2;

/** How many of `total` sections are shown, and a way to show them all now. */
function useSectionsShown(total: number, hash: string): [number, () => void] {
  const [shown, setShown] = useState(() => (hash ? total : Math.min(FIRST_SECTIONS, total)));
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + 1))), 0);
    return () => clearTimeout(next);
  }, [shown, total]);
  const showAll = useCallback(() => setShown(total), [total]);
  return [shown, showAll];
}

/**
 * The page renders after the router has handled the URL, so an #anchor, the incoming one or a
 * contents link's, is scrolled to here; one whose section is not shown yet shows them all first.
 */
function useScrollToHash(hash: string, allShown: boolean, showAll: () => void) {
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
    } else if (!allShown) showAll();
  }, [hash, allShown, showAll]);
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

/** /methodology: the whole method, every model and every factor, straight from the engine's data. Public. */
/** The page's sections after its introduction, in order. */
const SECTIONS: { id: string; render: () => ReactNode }[] = [
  { id: 'scope', render: () => <ModelSection section={METHODOLOGY.scope} order={2} /> },
  {
    id: 'datasets',
    render: () => (
      <PageSection id="datasets" title="Datasets">
        <Text className={classes.prose}>
          Three carbon bases. The product defaults to {METHODOLOGY.defaultDatasetId} and names the dataset next to every
          result; a result uses one dataset only.
        </Text>
        <DatasetList datasets={METHODOLOGY.datasets} defaultId={METHODOLOGY.defaultDatasetId} />
      </PageSection>
    ),
  },
  {
    id: 'sources',
    render: () => (
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
    ),
  },
  {
    id: 'models',
    render: () => (
      <PageSection id="models" title="Models">
        <Text className={classes.prose}>
          Each model returns a total and its breakdown: element → lines of quantity × factor. Values per dataset below
          are computed by the engine; au-typical shows its min–max range in brackets.
        </Text>
        <Stack gap={40}>
          {METHODOLOGY.models.map((s) => (
            <ModelSection key={s.id} section={s} order={3} />
          ))}
        </Stack>
      </PageSection>
    ),
  },
  {
    id: 'factors',
    render: () => (
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
    ),
  },
  {
    id: 'limits',
    render: () => (
      <PageSection id="limits" title="Input bounds">
        <MethodologyTableView table={METHODOLOGY.limits} />
      </PageSection>
    ),
  },
  {
    id: 'decisions',
    render: () => (
      <PageSection id="decisions" title="Resolved ambiguities">
        <MethodologyTableView table={METHODOLOGY.decisions} />
      </PageSection>
    ),
  },
];

export function MethodologyPage() {
  const { hash } = useLocation();
  const [shown, showAll] = useSectionsShown(SECTIONS.length, hash);
  useScrollToHash(hash, shown === SECTIONS.length, showAll);
  return (
    <MethodologyColumn>
      <MethodologyIntro />
      <div className={classes.layout}>
        <TocNav entries={TOC} />
        <Stack className={classes.content} gap={48}>
          {SECTIONS.slice(0, shown).map((section) => (
            <Fragment key={section.id}>{section.render()}</Fragment>
          ))}
        </Stack>
      </div>
    </MethodologyColumn>
  );
}
