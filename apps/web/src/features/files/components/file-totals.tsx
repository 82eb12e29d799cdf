import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFileView } from '@portal/shared/contracts/files';
import { agencyFigures } from '@portal/shared/domain/pricing/agency-figures';
import { formatPrice } from '@portal/shared/format/money';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The file's total with the brand's GST message ("NZD incl. 15% GST"); commission and net for the
 * agency unless the client view is on. The total is the client's price: the published price, or a
 * net agency's net plus its client markup (docs/pricing.md, "Two prices"). Quotes carry the
 * spec's estimate notes.
 */
export function FileTotals({ file, isClientView }: { file: TFileView; isClientView: boolean }) {
  const { t, i18n } = useTranslation('files');
  const price = (cents: number) => formatPrice(cents, file.brandId, i18n.language);
  const isQuote = file.status === 'Quote';
  return (
    <Stack gap="sm" align="flex-end">
      <Paper withBorder p="md" miw={320} component="section" aria-label={t('totals.label')}>
        <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
          <Text fw={700}>{isQuote ? t('totals.estimatedTotal') : t('totals.total')}</Text>
          <Text fw={700} ta="right" data-testid="file-total">
            {price(file.totals.clientCents)}
          </Text>
          <Text size="sm">{t('totals.gstIncluded')}</Text>
          <Text size="sm" ta="right">
            {price(file.totals.clientGstCents)}
          </Text>
          {isClientView
            ? null
            : agencyFigures(
                {
                  ...file.totals,
                  clientCents:
                    file.clientMarkupBasisPoints === null ? undefined : file.totals.clientCents,
                },
                file.pricingModel,
              ).map((figure) => (
                <Fragment key={figure.kind}>
                  <Text size="sm">{t(`totals.${figure.kind}`)}</Text>
                  <Text size="sm" ta="right" data-testid={`file-${figure.kind}`}>
                    {price(figure.cents)}
                  </Text>
                </Fragment>
              ))}
        </SimpleGrid>
        <Text size="sm" fw={600} ta="right" mt="xs" data-testid="gst-message">
          {t('totals.gstMessage', { currency: file.currency, percent: file.gstPercent })}
        </Text>
      </Paper>
      {isQuote ? (
        <Stack gap={2} maw={560}>
          <Text size="xs" c="dimmed" ta="right">
            {t('totals.estimateNote')}
          </Text>
          <Text size="xs" c="dimmed" ta="right">
            {t('totals.breakfastNote')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
