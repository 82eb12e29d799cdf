import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TChartTableColumn<TRow> {
  key: string;
  label: string;
  render: (row: TRow) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its text alternative: the drawing is one image to assistive technology (its label
 * says what it shows), and the same figures follow as a table under "Show the figures".
 */
export function ChartFigure<TRow>({
  title,
  summary,
  chart,
  rows,
  columns,
  rowKey,
  isTableOpen = false,
}: {
  title: string;
  /** One sentence saying what the chart shows and its main figures. */
  summary: string;
  chart: ReactNode;
  rows: readonly TRow[];
  columns: readonly TChartTableColumn<TRow>[];
  rowKey: (row: TRow) => string;
  /** Shows the table open (for figures short enough to read at a glance). */
  isTableOpen?: boolean;
}) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId} component="figcaption">
          {title}
        </Title>
        <div role="img" aria-label={summary} data-chart={title}>
          {chart}
        </div>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        <details open={isTableOpen}>
          <summary>{t('charts.showFigures')}</summary>
          <Table.ScrollContainer minWidth={420}>
            <Table striped withTableBorder fz="sm" aria-label={title} mt="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Paper>
  );
}
