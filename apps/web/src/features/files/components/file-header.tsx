import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFileView } from '@portal/shared/contracts/files';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useCodeLabels } from '../hooks/use-code-labels';
import { filePaths } from '../paths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Reference, booking name, status and the facts of a file, above every file screen. */
export function FileHeader({
  file,
  heading,
  actions,
}: {
  file: TFileView;
  /** What the page is ("Quote overview", "Customise quote"). */
  heading: string;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('files');
  const labels = useCodeLabels();
  const language = i18n.language;
  const rooms = file.rooms
    .map((room) => t('header.room', { type: labels.roomType(room.roomType), count: room.adults }))
    .join(', ');
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {heading}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1}>{file.reference}</Title>
            <StatusBadge status={file.status} size="lg" data-testid="file-status" />
          </Group>
          <Text fw={600}>{file.bookingName}</Text>
        </div>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Fact label={t('header.yourReference')}>{file.yourReference || '—'}</Fact>
        <Fact label={t('header.travelDates')}>
          {`${formatDayMonthYear(file.travelDate, language)} – ${formatDayMonthYear(file.endDate, language)}`}
        </Fact>
        <Fact label={t('header.rooms')}>{rooms}</Fact>
        <Fact label={t('header.relatedReference')}>
          {file.relatedReference ? (
            <Anchor component={Link} to={filePaths.view(file.relatedReference)}>
              {file.relatedReference}
            </Anchor>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label={t('header.package')}>
          {file.packageName ?? '—'}
          {file.accommodationClass
            ? ` · ${labels.accommodationClass(file.accommodationClass)}`
            : ''}
        </Fact>
        <Fact label={t('header.agent')}>
          {t('header.agentVersion', { agent: file.agentName, version: file.version })}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
