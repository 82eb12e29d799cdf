import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { getStatusColour, type TStatusColour } from '@portal/shared/domain/status-colours';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const BADGE_COLOURS: Record<TStatusColour, MantineColor> = {
  green: 'green',
  // Mantine's orange keeps contrast in both colour schemes where yellow washes out.
  amber: 'orange',
  red: 'red',
};

export interface TStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** A booking, quote or service status as the server sent it. */
  status: unknown;
}

/**
 * The one status badge (SPEC section 4): coloured by the words the status contains, grey when it
 * contains none. The colour reads the stored (English) code; the reader sees it in their language
 * (`common:statusBadge`), and a status no translation knows shows as stored. A status that is not text warns once per value and shows as plain grey text, or
 * nothing when it is empty.
 */
export function StatusBadge({ status, variant = 'light', ...props }: TStatusBadgeProps) {
  const { t } = useTranslation('common');
  const colour = useMemo(() => getStatusColour(status), [status]);
  const text =
    typeof status === 'string' || typeof status === 'number' || typeof status === 'boolean'
      ? String(status)
      : '';
  if (text.trim() === '') return null;
  return (
    <Badge
      {...props}
      variant={variant}
      color={colour ? BADGE_COLOURS[colour] : 'gray'}
      data-status-colour={colour ?? 'none'}
      data-status={text}
      tt="none"
    >
      {t(`statusBadge.${text}`, { defaultValue: text })}
    </Badge>
  );
}
