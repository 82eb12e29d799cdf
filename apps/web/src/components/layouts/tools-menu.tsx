import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconLogout, IconTool } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface TToolLink {
  label: string;
  href: string;
}

export interface TToolGroup {
  /** Already translated. */
  label: string;
  links: TToolLink[];
}

/** "/app/..." and the like: one of the portal's own paths, not another site. */
function isPortalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** A page of this single-page app (not an API file): the router opens it without a reload. */
function isPortalPage(href: string): boolean {
  return isPortalPath(href) && !href.startsWith('/api/');
}

interface TToolsMenuProps {
  groups: TToolGroup[];
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * The agent's Tools menu (SPEC section 2): our tools, the planning-system tools, documentation and
 * logout. A group shows only when it has links, so the menu never offers an entry that goes nowhere.
 */
export function ToolsMenu({ groups, onLogout, isLoggingOut }: TToolsMenuProps) {
  const { t } = useTranslation();
  const filled = groups.filter((group) => group.links.length > 0);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          aria-label={t('tools.menu')}
          leftSection={<IconTool size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {/* A phone's header has room for the icon only; the name stays the button's. */}
          <Box component="span" visibleFrom="xs">
            {t('tools.menu')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {filled.map((group) => (
          <Fragment key={group.label}>
            <Menu.Label>{group.label}</Menu.Label>
            {group.links.map((link) =>
              isPortalPage(link.href) ? (
                <Menu.Item key={link.href} component={Link} to={link.href}>
                  {link.label}
                </Menu.Item>
              ) : isPortalPath(link.href) ? (
                // A portal file (the rates CSV): the browser downloads it in place.
                <Menu.Item key={link.href} component="a" href={link.href}>
                  {link.label}
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={link.href}
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  rightSection={<IconExternalLink size={12} aria-hidden />}
                >
                  {link.label}
                </Menu.Item>
              ),
            )}
            <Menu.Divider />
          </Fragment>
        ))}
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
