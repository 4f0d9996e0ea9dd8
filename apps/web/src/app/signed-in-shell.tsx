import { Suspense, useEffect, type ReactNode } from 'react';
import {
  Anchor,
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  Image,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession, useSignOut } from '../features/account/session';
import { PageLoadBoundary } from './page-load-boundary';
import { queryClient } from './query-client';
import { PRODUCT_NAME, TAGLINE } from '../lib/brand';
import { PageLoader } from '../components/page-loader';
import { LostAccessNotice } from '../components/lost-access-notice';
import { OfflineNotice } from '../components/offline-notice';
import { WorkspaceSwitcher, WorkspaceSwitcherRoom } from '../components/workspace-switcher';
import { useCurrentUser } from '../lib/use-current-user';
import { useAdoptBrowserZone } from '../lib/browser-time-zone';

const NAV = [
  { to: paths.footings(), label: 'Slab' },
  { to: paths.walls(), label: 'Wall' },
  { to: paths.dwellings(), label: 'Optimizer' },
  { to: paths.takeoffs(), label: 'Take-off' },
  { to: paths.customProducts(), label: 'Products' },
  { to: paths.snapshots(), label: 'Snapshots' },
  { to: paths.methodology(), label: 'Methodology' },
];

/**
 * The active workspace's projects and the organisations: in the workspace menu of the top bar,
 * and listed in the phone's menu too.
 */
const WORKSPACE_NAV = [
  { to: paths.projects(), label: 'Projects' },
  { to: paths.organisations(), label: 'Organisations' },
];

/** What the browser's tab says for a page of the shell titled `title`. */
export function documentTitle(title: string | undefined): string {
  return title === undefined || title === PRODUCT_NAME ? `${PRODUCT_NAME} · ${TAGLINE}` : `${title} · ${PRODUCT_NAME}`;
}

/** The title of the page at the address; the browser's tab and the history list name it too (WCAG 2.4.2). */
function usePageTitle(titleAt: (pathname: string) => string | undefined): string {
  const { pathname } = useLocation();
  const title = titleAt(pathname) ?? PRODUCT_NAME;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return title;
}

interface SignedInShellProps {
  titleAt: (pathname: string) => string | undefined;
}

/**
 * The signed-in shell and every page in it, with the query cache they share (the sign-in pages
 * do without it, so its code is not part of their download).
 */
export function SignedInShell(props: SignedInShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell {...props} />
    </QueryClientProvider>
  );
}

/** The shell with the session's user, around the page at the address. */
function Shell({ titleAt }: SignedInShellProps) {
  const title = usePageTitle(titleAt);
  const session = useSession();
  const signOut = useSignOut();
  const user = session.data?.user ?? null;
  // The avatar lives in the product record; only a verified session may ask for it.
  const me = useCurrentUser({ enabled: Boolean(user?.emailVerified) });
  // A new account's times follow the zone of the browser it was made in (docs/decisions/011).
  useAdoptBrowserZone(me.data);
  // Signing out loads the sign-in page afresh (useSignOut), so nothing of this session stays in memory.
  const account: ShellAccount = user
    ? { email: user.email, verified: user.emailVerified, avatarUrl: me.data?.avatarUrl ?? null, signOut }
    : null;
  return (
    <ShellFrame title={title} account={account}>
      <PageLoadBoundary>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </PageLoadBoundary>
    </ShellFrame>
  );
}

/**
 * Who is signed in, as the top bar shows them: null when nobody is, `'unknown'` before the session
 * is known (the page's first paint, sent as HTML before the app's code: app/first-paint.tsx).
 */
export type ShellAccount =
  { email: string; verified: boolean; avatarUrl: string | null; signOut: () => Promise<void> } | null | 'unknown';

/** The menu's links, each closing the phone's menu (`onClick`) when followed. */
function NavAnchors({ items, onClick }: { items: typeof NAV; onClick: () => void }) {
  return items.map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      onClick={onClick}
      fw={600}
      underline="hover"
      className="nav-link"
    >
      {item.label}
    </Anchor>
  ));
}

/** The logo, name and tagline, linking home; the tagline gives way to the workspace menu when `roomForWorkspace`. */
function ShellBrand({ roomForWorkspace }: { roomForWorkspace: boolean }) {
  return (
    <UnstyledButton component={Link} to={paths.home()} aria-label={`${PRODUCT_NAME} home`}>
      <Group gap={6} wrap="nowrap">
        <Image src="/logo.svg" alt="" w={36} h={36} />
        <Stack gap={0} visibleFrom="sm">
          <Text fw={800} c="forest.9" lh={1.1}>
            {PRODUCT_NAME}
          </Text>
          {/* Between lg and xl the top bar also holds the workspace menu: the tagline makes room. */}
          <Text size="xs" c="gray.7" lh={1.1} className={roomForWorkspace ? 'shell-tagline' : undefined}>
            {TAGLINE}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The account's end of the top bar: the avatar (to the profile) and Logout, Sign in when nobody is
 * signed in, or their room, unseen, before the session is known.
 */
function AccountButtons({ account, onLogout }: { account: ShellAccount; onLogout: () => Promise<void> }) {
  if (account === 'unknown')
    return (
      // The avatar and Logout's room, unseen and out of the accessibility tree.
      <Group gap="xs" wrap="nowrap" aria-hidden style={{ visibility: 'hidden' }}>
        <Avatar radius="xl" size={32} />
        <Button variant="subtle" size="compact-md" tabIndex={-1}>
          Logout
        </Button>
      </Group>
    );
  if (!account)
    return (
      <Button component={Link} to={paths.login()} variant="light" size="compact-md">
        Sign in
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <UnstyledButton component={Link} to={paths.profile()} aria-label="Your profile">
        <Avatar src={account.avatarUrl} alt="" radius="xl" size={32} color="forest">
          {account.email.slice(0, 1).toUpperCase()}
        </Avatar>
      </UnstyledButton>
      <Button variant="subtle" size="compact-md" onClick={() => void onLogout()}>
        Logout
      </Button>
    </Group>
  );
}

/**
 * The calculator top bar (logo linking to /, page title, menus, account button with Logout) around
 * `children`. Before the session is known the account's place is kept, unseen, so nothing in the
 * bar moves when it arrives.
 */
export function ShellFrame({
  title,
  account,
  children,
}: {
  title: string;
  account: ShellAccount;
  children: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const unknown = account === 'unknown';
  const user = unknown ? null : account;
  const verified = Boolean(user?.verified);
  // The first paint is sent with a session cookie: it is laid out as a verified user's page will be.
  const laidOutVerified = verified || unknown;

  const logout = async () => {
    close();
    await user?.signOut();
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'lg', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <a href="#main-content" className="skip-link no-print">
        Skip to main content
      </a>
      <AppShell.Header className="no-print">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <ShellBrand roomForWorkspace={laidOutVerified} />
            {/* On a phone the title may take up to three lines, smaller, rather than be cut to "Foundati…". */}
            <Title
              order={1}
              ml="sm"
              lineClamp={3}
              data-page-title
              style={{ fontSize: 'clamp(0.875rem, 3.6vw, var(--mantine-h4-font-size))', lineHeight: 1.15 }}
            >
              {title}
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Group gap="md" visibleFrom="lg" component="nav" aria-label="Main" wrap="nowrap">
              <NavAnchors items={NAV} onClick={close} />
            </Group>
            {laidOutVerified && (
              <Box visibleFrom="lg">{unknown ? <WorkspaceSwitcherRoom /> : <WorkspaceSwitcher />}</Box>
            )}
            <AccountButtons account={account} onLogout={logout} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" className="no-print">
        <Stack component="nav" aria-label="Main (mobile)">
          {verified && (
            <Box hiddenFrom="lg">
              <WorkspaceSwitcher fullWidth onDone={close} />
            </Box>
          )}
          <NavAnchors items={NAV} onClick={close} />
          {verified && <NavAnchors items={WORKSPACE_NAV} onClick={close} />}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        <OfflineNotice />
        {verified && <LostAccessNotice />}
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
