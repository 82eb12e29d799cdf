import { Badge } from '@mantine/core';
import type { TItineraryAlertSeverity } from '@portal/shared/contracts/itinerary-alerts';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLOURS: Record<TItineraryAlertSeverity, string> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

export function SeverityBadge({ severity }: { severity: TItineraryAlertSeverity }) {
  const { t } = useTranslation('itinerary-alerts');
  return (
    <Badge color={SEVERITY_COLOURS[severity]} variant="light">
      {t(`severities.${severity}`)}
    </Badge>
  );
}
