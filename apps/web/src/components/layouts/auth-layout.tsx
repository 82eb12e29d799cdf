import { Anchor, Box, Center, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../lib/settings';
import { ColorModeToggle } from './color-mode-toggle';
import { LanguageSwitcher } from './language-switcher';

/** Public pages (login, password reset, not found): names on top, content centred. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { productName, companyName } = useSettings();
  return (
    <Box mih="100vh">
      <Group justify="space-between" px="md" py="sm" component="header">
        <Stack gap={0}>
          <Anchor component={Link} to="/" fw={700} underline="never">
            {productName}
          </Anchor>
          {companyName ? (
            <Text size="xs" c="dimmed">
              {companyName}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <LanguageSwitcher />
          <ColorModeToggle />
        </Group>
      </Group>
      <Center component="main" px="md" py="xl">
        {children}
      </Center>
    </Box>
  );
}
