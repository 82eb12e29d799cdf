import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
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

  const visibleItems = navItems.filter((item) => !item.permission || can(item.permission));
  const organisation = user?.agencyName ?? user?.supplierName ?? (companyName || null);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
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
            <LanguageSwitcher />
            <ColorModeToggle />
            {user ? (
              <UserMenu
                name={user.name}
                organisation={organisation}
                profilePath={paths.profile(kind)}
                onLogout={handleLogout}
                isLoggingOut={logoutMutation.isPending}
              />
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={t('nav.label', { area: areaLabel })}>
        {/* The back office lists more links than a laptop screen is tall: the list scrolls. */}
        <AppShell.Section grow component={ScrollArea} type="auto">
          {visibleItems.map((item) => (
            <NavItem key={item.to} item={item} />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md">
          <NoticeBanner user={user ?? null} />
          {children}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
