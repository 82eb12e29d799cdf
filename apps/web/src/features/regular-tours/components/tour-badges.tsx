import { Badge, type MantineColor } from '@mantine/core';
import type {
  TDepartureStatus,
  TDepartureAvailability,
  TDepartureRisk,
  TTourStatus,
} from '@portal/shared/domain/tours';
import { getStatusColour } from '@portal/shared/domain/status-colours';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<'green' | 'amber' | 'red', MantineColor> = {
  green: 'green',
  amber: 'orange',
  red: 'red',
};

/**
 * The availability words (Available, Full, Unavailable, Cancelled) coloured as SPEC section 4
 * colours them, by the English word, and shown in the user's language.
 */
export function AvailabilityBadge({ availability }: { availability: TDepartureAvailability }) {
  const { t } = useTranslation('regular-tours');
  const colour = getStatusColour(availability);
  return (
    <Badge
      variant="light"
      tt="none"
      color={colour ? STATUS_COLOURS[colour] : 'gray'}
      data-status-colour={colour ?? 'none'}
    >
      {t(`availability.${availability}`)}
    </Badge>
  );
}

export function TourStatusBadge({ status }: { status: TTourStatus }) {
  const { t } = useTranslation('regular-tours');
  const colour: MantineColor =
    status === 'published' ? 'green' : status === 'draft' ? 'orange' : 'gray';
  return (
    <Badge variant="light" tt="none" color={colour}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function DepartureStatusBadge({ status }: { status: TDepartureStatus }) {
  const { t } = useTranslation('regular-tours');
  const colour: MantineColor = status === 'open' ? 'green' : status === 'closed' ? 'orange' : 'red';
  return (
    <Badge variant="light" tt="none" color={colour}>
      {t(`departureStatus.${status}`)}
    </Badge>
  );
}

export function GuaranteedBadge() {
  const { t } = useTranslation('regular-tours');
  // The outline's own colour (teal 9) falls under 4.5:1 on a selected or striped row: the text
  // takes the theme's coloured-text shade (config/theme.ts), legible on both.
  return (
    <Badge variant="outline" tt="none" color="teal" c="var(--mantine-color-teal-text)">
      {t('guaranteed')}
    </Badge>
  );
}

const RISK_COLOURS: Record<TDepartureRisk, MantineColor> = {
  high: 'red',
  medium: 'orange',
  low: 'green',
};

export function RiskBadge({ risk }: { risk: TDepartureRisk }) {
  const { t } = useTranslation('regular-tours');
  return (
    <Badge variant="filled" tt="none" color={RISK_COLOURS[risk]}>
      {t(`risk.${risk}`)}
    </Badge>
  );
}
