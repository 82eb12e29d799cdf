import { Button, Group, NumberInput, Paper, Select, Text, Title } from '@mantine/core';
import type { TAdminFileView } from '@portal/shared/contracts/files';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCatalogueLine, useProductSearch } from '../api/add-catalogue-line';

/**
 * Adds a catalogue service on one of a file's days; the server prices it. On a booking the
 * service is requested from its supplier and the agency is invoiced for it.
 */
export function AddCatalogueLineForm({ file }: { file: TAdminFileView }) {
  const { t, i18n } = useTranslation('client-files');
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(file.travelDate);
  const [span, setSpan] = useState<number | string>(1);
  const productsQuery = useProductSearch(search);
  const addLine = useAddCatalogueLine(file.reference);
  const products = productsQuery.data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-add-line">
      <Title order={2} size="h4" id="client-file-add-line" mb="sm">
        {t('edit.addLine.title')}
      </Title>
      <form
        aria-label={t('edit.addLine.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!productId || !date) return;
          addLine.mutate(
            { productId: Number(productId), date, span: Number(span) || 1 },
            { onSuccess: () => setProductId(null) },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label={t('edit.addLine.product')}
            placeholder={t('edit.addLine.productHint')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            data={products.map((product) => ({
              value: String(product.id),
              label: `${product.code} – ${product.name} (${product.supplierName})`,
            }))}
            value={productId}
            onChange={setProductId}
            style={{ flex: 2 }}
          />
          <Select
            label={t('edit.addLine.date')}
            data={file.days.map((day) => ({
              value: day.date,
              label: t('edit.addLine.day', {
                n: day.dayNumber,
                date: formatDayMonthYear(day.date, i18n.language),
              }),
            }))}
            value={date}
            onChange={setDate}
            allowDeselect={false}
          />
          <NumberInput
            label={t('edit.addLine.span')}
            min={1}
            max={60}
            value={span}
            onChange={setSpan}
            w={110}
          />
          <Button type="submit" loading={addLine.isPending} disabled={!productId || !date}>
            {t('edit.addLine.add')}
          </Button>
        </Group>
        {file.status !== 'Quote' ? (
          <Text size="sm" c="dimmed" mt="xs">
            {t('edit.addLine.bookingNote')}
          </Text>
        ) : null}
        {addLine.error ? (
          <Text c="red" size="sm" role="alert" mt="xs">
            {addLine.error.message}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}
