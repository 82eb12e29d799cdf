import { Badge, Group, List, Text } from '@mantine/core';
import type { TContentFinding } from '@portal/shared/contracts/content';
import { useContentLabels } from '../hooks/use-content-labels';

/** Short badges, one per finding, the full explanation in each badge's title. */
export function FindingBadges({ findings }: { findings: readonly TContentFinding[] }) {
  const labels = useContentLabels();
  if (findings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {labels.t('assessment.noFindings')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {findings.map((finding, index) => (
        <Badge
          key={`${finding.language}-${finding.code}-${index}`}
          variant="light"
          color={finding.code === 'banned-phrase' || finding.code === 'missing' ? 'red' : 'gray'}
          title={labels.finding(finding)}
          tt="none"
        >
          {finding.language.toUpperCase()} ·{' '}
          {finding.code === 'banned-phrase'
            ? `“${finding.params.phrase}”`
            : labels.findingName(finding.code)}
        </Badge>
      ))}
    </Group>
  );
}

/** Every finding written out, for one entity's page. */
export function FindingList({ findings }: { findings: readonly TContentFinding[] }) {
  const labels = useContentLabels();
  if (findings.length === 0) return <Text>{labels.t('assessment.noFindings')}</Text>;
  return (
    <List size="sm" spacing={2}>
      {findings.map((finding, index) => (
        <List.Item key={`${finding.language}-${finding.code}-${index}`}>
          <Text span fw={600}>
            {labels.language(finding.language)}
          </Text>
          {': '}
          {labels.finding(finding)}
          <Text span c="dimmed">
            {' '}
            {labels.t('assessment.penalty', { points: finding.penalty })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
