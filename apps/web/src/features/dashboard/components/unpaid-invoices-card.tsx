import { Anchor, Card, Group, List, Loader, Stack, Text } from '@mantine/core';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UNPAID_INVOICES_PATH, useUnpaidInvoices } from '../api/get-unpaid-invoices';

/**
 * The admin home's "Unpaid invoices" (finance.manage): how many invoices are owed, what is
 * outstanding in each currency (NZD and AUD are never added together) and the oldest date a
 * payment was due, with the list of them.
 */
export function UnpaidInvoicesCard() {
  const { t, i18n } = useTranslation('dashboard');
  const unpaid = useUnpaidInvoices();
  const count = unpaid.data?.count ?? 0;
  return (
    <Card withBorder data-testid="work-unpaidInvoices">
      <Stack gap={4}>
        <Text fw={600}>{t('unpaidInvoices.title')}</Text>
        {unpaid.isPending ? (
          <Loader size="xs" aria-label={t('loading', { ns: 'common' })} />
        ) : unpaid.error ? (
          <Text size="sm" c="red" role="alert">
            {unpaid.error.message}
          </Text>
        ) : (
          <>
            <Group gap="xs" align="baseline">
              <Text fz={28} fw={700} lh={1}>
                {count}
              </Text>
              <Text size="sm" c="dimmed">
                {t('unpaidInvoices.count', { count })}
              </Text>
            </Group>
            {unpaid.data.currencies.length > 0 ? (
              <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0}>
                {unpaid.data.currencies.map((row) => (
                  <List.Item key={row.currency} data-currency={row.currency}>
                    {t('unpaidInvoices.outstanding', {
                      amount: formatMoney(row.outstandingCents, row.currency, i18n.language),
                      count: row.count,
                      date: formatDayMonthYear(row.oldestDueOn, i18n.language),
                    })}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </>
        )}
        <Anchor component={Link} to={UNPAID_INVOICES_PATH} size="sm">
          {t('unpaidInvoices.link')}
        </Anchor>
      </Stack>
    </Card>
  );
}
