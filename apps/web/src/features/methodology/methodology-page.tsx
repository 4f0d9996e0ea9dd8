import { useEffect, type ReactNode } from 'react';
import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { buildMethodology } from '@embodied/engine';
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

/** The page renders after the router has handled the URL, so an incoming #anchor is scrolled to here. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
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
        calculation engine’s own data (engine {m.engineVersion}, data brief {m.dataBriefVersion}), as is{' '}
        <Code>docs/methodology.md</Code>, so the two always show the same numbers. Default dataset:{' '}
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
export function MethodologyPage() {
  useScrollToHash();
  const m = METHODOLOGY;
  return (
    <MethodologyColumn>
      <MethodologyIntro />
      <div className={classes.layout}>
        <TocNav entries={TOC} />
        <Stack className={classes.content} gap={48}>
          <ModelSection section={m.scope} order={2} />

          <PageSection id="datasets" title="Datasets">
            <Text className={classes.prose}>
              Three carbon bases. The product defaults to {m.defaultDatasetId} and names the dataset next to every
              result; a result uses one dataset only.
            </Text>
            <DatasetList datasets={m.datasets} defaultId={m.defaultDatasetId} />
          </PageSection>

          <PageSection id="sources" title="Sources and licences">
            <SourcesTable sources={m.sources} />
            <Title order={3} size="h4">
              Excluded sources
            </Title>
            <List spacing={6} className={classes.prose}>
              {m.excludedSources.map((s) => (
                <List.Item key={s.id}>
                  <strong>{s.id}</strong>: {s.reason}
                </List.Item>
              ))}
            </List>
          </PageSection>

          <PageSection id="models" title="Models">
            <Text className={classes.prose}>
              Each model returns a total and its breakdown: element → lines of quantity × factor. Values per dataset
              below are computed by the engine; au-typical shows its min–max range in brackets.
            </Text>
            <Stack gap={40}>
              {m.models.map((s) => (
                <ModelSection key={s.id} section={s} order={3} />
              ))}
            </Stack>
          </PageSection>

          <PageSection id="factors" title="Every emission factor">
            <Text className={classes.prose}>
              Every factor of every dataset, with the source’s own row name and whether it is sourced or our estimate
              (each estimate states its derivation). Search and filter to find one; see{' '}
              <Anchor href="#sources" underline="always">
                Sources and licences
              </Anchor>{' '}
              for each source.
            </Text>
            <FactorTable rows={FACTOR_ROWS} />
          </PageSection>

          <PageSection id="limits" title="Input bounds">
            <MethodologyTableView table={m.limits} />
          </PageSection>

          <PageSection id="decisions" title="Resolved ambiguities">
            <MethodologyTableView table={m.decisions} />
          </PageSection>
        </Stack>
      </div>
    </MethodologyColumn>
  );
}
