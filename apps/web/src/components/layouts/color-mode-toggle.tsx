import { ActionIcon, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC section 2: the toggle cycles dark, light and auto (auto follows the system). */
export const COLOR_MODE_CYCLE: readonly MantineColorScheme[] = ['dark', 'light', 'auto'];

export function nextColorMode(current: MantineColorScheme): MantineColorScheme {
  const index = COLOR_MODE_CYCLE.indexOf(current);
  return COLOR_MODE_CYCLE[(index + 1) % COLOR_MODE_CYCLE.length] ?? 'auto';
}

const ICONS = { dark: IconMoon, light: IconSun, auto: IconDeviceDesktop } as const;

/** The choice is stored by Mantine's colour scheme manager (see app/providers.tsx). */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = ICONS[colorScheme];
  const label = t('colorMode.label', {
    mode: t(`colorMode.${colorScheme}`),
    next: t(`colorMode.${nextColorMode(colorScheme)}`),
  });

  return (
    // A title rather than a Tooltip keeps the positioning library off the login page.
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="color-mode-toggle"
      data-mode={colorScheme}
      onClick={() => setColorScheme(nextColorMode(colorScheme))}
    >
      <Icon size={18} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
