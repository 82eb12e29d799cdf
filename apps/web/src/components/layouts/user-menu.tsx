import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TUserMenuProps {
  name: string;
  organisation: string | null;
  profilePath: string;
  /** The area's own settings page, where it has one (the agent's /app/settings). */
  settingsPath?: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function UserMenu({
  name,
  organisation,
  profilePath,
  settingsPath,
  onLogout,
  isLoggingOut,
}: TUserMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          aria-label={t('userMenu.label', { name })}
          leftSection={
            // An icon rather than initials: visible text the button's name does not hold would
            // break the label-in-name rule (WCAG 2.5.3).
            <Avatar size="sm" radius="xl" color="fern" aria-hidden />
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text size="sm" visibleFrom="sm" span>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {organisation ? <Menu.Label>{organisation}</Menu.Label> : null}
        <Menu.Item
          component={Link}
          to={profilePath}
          leftSection={<IconUser size={14} aria-hidden />}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        {settingsPath ? (
          <Menu.Item
            component={Link}
            to={settingsPath}
            leftSection={<IconSettings size={14} aria-hidden />}
          >
            {t('userMenu.settings')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={onLogout}
          disabled={isLoggingOut}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
