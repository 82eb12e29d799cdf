import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface TUserMenuProps {
  name: string;
  organisation: string | null;
  profilePath: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu({
  name,
  organisation,
  profilePath,
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
            <Avatar size="sm" radius="xl" color="fern" aria-hidden>
              {initials(name)}
            </Avatar>
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
