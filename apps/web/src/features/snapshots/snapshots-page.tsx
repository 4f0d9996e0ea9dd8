import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SNAPSHOT_KINDS } from '@embodied/contracts';
import { PageLoader } from '../../components/page-loader';
import { WorkspaceBadge, WorkspaceBadgeRoom } from '../../components/workspace-badge';
import { useWorkspace } from '../../lib/workspace';
import type { DeletedState } from './delete-snapshot-button';
import { ProjectTotalsCard } from './project-totals';
import { COMPARE_COUNT, compareBlocked, SnapshotListItems, type ChosenSnapshot } from './snapshot-list-items';
import { VerifyExportPanel } from './verify-export-panel';
import { KIND_LABELS } from './snapshot-format';
import { apiUrls, paths } from '../../config/paths';
import { readSnapshotListFilters, snapshotListQuery, type SnapshotListFilters } from '../../lib/first-requests';

const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...SNAPSHOT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] })),
];

/** The column the page is laid out in. */
function SnapshotsColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" maw={1100}>
      {children}
    </Stack>
  );
}

/** What the page is for, the workspace once the session is `known`, and Export all. */
function SnapshotsHeading({ known }: { known: boolean }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={6} maw={620}>
        <Text>
          Every Calculate saves an immutable carbon snapshot. Open one to print it, export it, recalculate it with
          current data or share it.
        </Text>
        {known ? <WorkspaceBadge /> : <WorkspaceBadgeRoom />}
      </Stack>
      <Button component="a" href={apiUrls.exportAllCsv()} download variant="light">
        Export all (CSV)
      </Button>
    </Group>
  );
}

/** The page's first paint (app/first-paint.tsx): its heading where the page will show it. */
export function SnapshotsFirstPaint() {
  return (
    <SnapshotsColumn>
      <SnapshotsHeading known={false} />
    </SnapshotsColumn>
  );
}

type FilterChanges = Partial<Record<'kind' | 'project' | 'q' | 'page', string | undefined>>;

/** The kind, project and search filters, and Clear filters once one is set. */
function SnapshotFilters({
  filters,
  projects,
  search,
  onSearch,
  update,
  onClear,
}: {
  filters: SnapshotListFilters;
  projects: readonly string[] | undefined;
  search: string;
  onSearch: (term: string) => void;
  update: (changes: FilterChanges) => void;
  onClear: () => void;
}) {
  const projectOptions = [
    { value: '', label: 'All projects' },
    ...(projects ?? []).map((p) => ({ value: p, label: p })),
  ];
  if (filters.project && !projects?.includes(filters.project))
    projectOptions.push({ value: filters.project, label: filters.project });
  const filtered = Boolean(filters.kind || filters.project || filters.q);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter snapshots">
      <Select
        label="Kind"
        data={KIND_OPTIONS}
        value={filters.kind ?? ''}
        onChange={(v) => update({ kind: v || undefined })}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label="Project"
        data={projectOptions}
        value={filters.project ?? ''}
        onChange={(v) => update({ project: v || undefined })}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No such project"
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        label="Search"
        description="Part of a project name, or a number such as #12"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      {filtered && (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}

/** Compare (once two snapshots of one kind are chosen), what is chosen, and Clear selection. */
function CompareBar({ chosen, onClear }: { chosen: ChosenSnapshot[]; onClear: () => void }) {
  const navigate = useNavigate();
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Button
        variant="light"
        disabled={chosen.length !== COMPARE_COUNT}
        onClick={() => void navigate(paths.compareSnapshots(chosen[0]!.number, chosen[1]!.number))}
      >
        Compare
      </Button>
      <Text size="sm" aria-live="polite">
        {chosen.length === 0
          ? 'Select two snapshots of one kind to compare them side by side.'
          : chosen.length === 1
            ? `Snapshot #${chosen[0]!.number} (${KIND_LABELS[chosen[0]!.kind]}) selected: select one more ${KIND_LABELS[chosen[0]!.kind]} snapshot to compare.`
            : `Snapshots #${chosen[0]!.number} and #${chosen[1]!.number} selected.`}
      </Text>
      {chosen.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Clear selection
        </Button>
      )}
    </Group>
  );
}

/** The pages of the list, each control named for a screen reader. */
function SnapshotPages({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pagination
      total={pageCount}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? 'Previous page'
            : control === 'next'
              ? 'Next page'
              : control === 'first'
                ? 'First page'
                : 'Last page',
      })}
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      aria-label="Pages"
    />
  );
}

/**
 * Snapshots chosen for a comparison, in the order they were chosen (kept across pages and filters).
 * Only snapshots of one kind compare: once one is chosen, the boxes of other kinds are off (and say why).
 */
function useChosenSnapshots() {
  const [chosen, setChosen] = useState<ChosenSnapshot[]>([]);
  const toggle = (item: ChosenSnapshot) =>
    setChosen((now) =>
      now.some((c) => c.number === item.number)
        ? now.filter((c) => c.number !== item.number)
        : compareBlocked(now, item) === undefined
          ? [...now, item].slice(-COMPARE_COUNT)
          : now,
    );
  return { chosen, toggle, clear: () => setChosen([]) };
}

/** /snapshots: the user's snapshots, newest first; filter by kind and project, search, page; `?project=` totals. */
export function SnapshotsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readSnapshotListFilters(params);
  const [search, setSearch] = useState(filters.q ?? '');
  const deleted = (useLocation().state as Partial<DeletedState> | null)?.deleted;
  const workspace = useWorkspace();
  const { chosen, toggle, clear } = useChosenSnapshots();

  // Changing any filter goes back to page 1; the address holds the state, so it can be bookmarked.
  const update = (changes: FilterChanges) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  // A search term reaches the address once typing pauses, and only when it is a new one.
  const writeSearch = useDebouncedCallback((term: string) => {
    if (term !== (filters.q ?? '')) update({ q: term || undefined });
  }, 350);

  const list = useQuery({
    ...snapshotListQuery(filters),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const data = list.data;
  const filtered = Boolean(filters.kind || filters.project || filters.q);

  return (
    <SnapshotsColumn>
      <SnapshotsHeading known />
      {deleted !== undefined && (
        <Alert color="forest" role="status" title={`Snapshot #${deleted} is deleted`}>
          Its share links no longer open it.
        </Alert>
      )}
      <SnapshotFilters
        filters={filters}
        projects={data?.projects}
        search={search}
        onSearch={(term) => {
          setSearch(term);
          writeSearch(term.trim());
        }}
        update={update}
        onClear={() => {
          writeSearch.cancel();
          setSearch('');
          setParams(new URLSearchParams());
        }}
      />

      {data?.projectTotals && <ProjectTotalsCard totals={data.projectTotals} />}

      {list.isPending && <PageLoader />}
      {list.isError && (
        <Alert color="red" title="The snapshots could not be loaded">
          {list.error.message}
        </Alert>
      )}
      {data && (
        <>
          <Text size="sm" aria-live="polite">
            {data.total === 0
              ? filtered
                ? 'No snapshots match these filters.'
                : 'No snapshots yet. Calculate on the Slab, Wall or Optimizer page to save one.'
              : `${data.total} snapshot${data.total === 1 ? '' : 's'}, newest first. Page ${data.page} of ${data.pageCount}.`}
          </Text>
          {data.items.length > 0 && <CompareBar chosen={chosen} onClear={clear} />}
          {data.items.length > 0 && (
            <SnapshotListItems
              items={data.items}
              selected={chosen}
              onToggle={toggle}
              showCreator={workspace.active?.organisationId != null}
            />
          )}
          {data.pageCount > 1 && (
            <SnapshotPages page={data.page} pageCount={data.pageCount} onPage={(p) => update({ page: String(p) })} />
          )}
        </>
      )}
      {/* Below the list, so it shows with the list: shown at once, the loader's place above it would move it (a layout shift). */}
      {!list.isPending && <VerifyExportPanel />}
    </SnapshotsColumn>
  );
}
