import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import type { ComponentType, ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout, useUser } from '../../lib/auth';
import { usePermissions } from '../../lib/authorization';
import { useSettings } from '../../lib/settings';
import { RealtimeConnectionIndicator } from '../realtime/connection-indicator';
import { NoticeBanner } from '../realtime/notice-banner';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSwitcher } from './language-switcher';
import { ToolsMenu, type TToolGroup } from './tools-menu';
import { UserMenu } from './user-menu';

export interface TNavItem {
  to: string;
  /** Already translated. */
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Shown only to users who hold it (`a|b` any, `a&b` all). */
  permission?: string;
  /** Active only on this exact address (a home page), not on its children. */
  end?: boolean;
  /** Already translated; consecutive items of one group are shown under its heading. */
  group?: string;
}

/** Consecutive items of the same group (or of none), in their order. */
function groupItems(items: TNavItem[]): { group: string | undefined; items: TNavItem[] }[] {
  const groups: { group: string | undefined; items: TNavItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: straight to the page, past the header and the menu (WCAG 2.4.1). */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the page itself, so the next Tab continues from there and the address is kept.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}

function NavItem({ item }: { item: TNavItem }) {
  const isActive = useMatch({ path: item.to, end: item.end ?? false }) !== null;
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
    />
  );
}

interface TAreaShellProps {
  kind: TUserKind;
  /** Already translated, e.g. "Agent portal". */
  areaLabel: string;
  navItems: TNavItem[];
  /** The agent area's Tools menu; other areas have none. */
  toolGroups?: TToolGroup[];
  children: ReactNode;
}

/** The frame of a signed-in area: header with names and controls, navbar, page. */
export function AreaShell({ kind, areaLabel, navItems, toolGroups, children }: TAreaShellProps) {
  const { t } = useTranslation();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const user = useUser();
  const { productName, companyName } = useSettings();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logoutMutation = useLogout({
    onSettled: () => void navigate(paths.login(kind), { replace: true }),
  });
  const handleLogout = () => logoutMutation.mutate();

  useEffect(() => closeNav(), [pathname, closeNav]);
  // Below Mantine's xs breakpoint (36em) the header has room for the names, the live badge and the
  // account menu only: the language and the colour mode move to the top of the navigation drawer.
  const isPhone = useMediaQuery('(max-width: 35.99em)') ?? false;
  const preferences = (
    <>
      <LanguageSwitcher />
      <ColorModeToggle />
    </>
  );

  const visibleItems = navItems.filter((item) => !item.permission || can(item.permission));
  const visibleGroups = groupItems(visibleItems);
  const organisation = user?.agencyName ?? user?.supplierName ?? (companyName || null);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
            />
            <Stack gap={0}>
              <Anchor component={Link} to={paths.home(kind)} fw={700} underline="never">
                {productName}
              </Anchor>
              <Text size="xs" c="dimmed" visibleFrom="xs">
                {companyName ? `${companyName} · ${areaLabel}` : areaLabel}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <RealtimeConnectionIndicator />
            {toolGroups ? (
              <ToolsMenu
                groups={toolGroups}
                onLogout={handleLogout}
                isLoggingOut={logoutMutation.isPending}
              />
            ) : null}
            {isPhone ? null : preferences}
            {user ? (
              <UserMenu
                name={user.name}
                organisation={organisation}
                profilePath={paths.profile(kind)}
                settingsPath={kind === 'agent' ? '/app/settings' : undefined}
                onLogout={handleLogout}
                isLoggingOut={logoutMutation.isPending}
              />
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label', { area: areaLabel })}>
        {isPhone ? (
          <AppShell.Section>
            <Group gap="xs" wrap="nowrap" pb="sm">
              {preferences}
            </Group>
          </AppShell.Section>
        ) : null}
        {/* The back office lists more links than a laptop screen is tall: the list scrolls. */}
        <AppShell.Section grow component={ScrollArea} type="auto">
          {visibleGroups.map(({ group, items }, index) =>
            group ? (
              <div
                key={`${group}-${String(index)}`}
                role="group"
                aria-labelledby={`nav-group-${String(index)}`}
              >
                <Text
                  id={`nav-group-${String(index)}`}
                  size="xs"
                  fw={700}
                  c="dimmed"
                  tt="uppercase"
                  px="sm"
                  pt={index === 0 ? 0 : 'sm'}
                  pb={4}
                >
                  {group}
                </Text>
                {items.map((item) => (
                  <NavItem key={item.to} item={item} />
                ))}
              </div>
            ) : (
              items.map((item) => <NavItem key={item.to} item={item} />)
            ),
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Stack gap="md">
          <NoticeBanner user={user ?? null} />
          {children}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
