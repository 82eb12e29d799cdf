import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { isAccommodationServiceType } from '@portal/shared/domain/pricing/codes';
import { formatDayMonth, formatDayName } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddToQuote, useOpenQuotes, useQuote } from '../api/add-to-quote';

/** The customise screen of a quote (owned by the files feature; the address is the contract). */
const customisePath = (reference: string) =>
  `/app/quick-quote/customise/${encodeURIComponent(reference)}`;

/**
 * "Add to quote" from product search: the agent picks one of the agency's quotes and a day of it;
 * the service is priced and added as on the customise screen.
 */
export function AddToQuoteModal({
  product,
  date,
  onClose,
}: {
  product: TProductSearchResult;
  /** The search's date: the day of the chosen quote on that date is offered first. */
  date: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('product-search');
  const language = i18n.language;
  const quotes = useOpenQuotes(true);
  const [reference, setReference] = useState<string | null>(null);
  const quote = useQuote(reference);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [span, setSpan] = useState<number | string>(1);
  const add = useAddToQuote();
  const days = quote.data?.days ?? [];
  const day = chosenDay ?? (days.find((candidate) => candidate.date === date) ?? days[0])?.date;
  const isNights = isAccommodationServiceType(product.serviceTypeCode);

  return (
    <Modal opened onClose={onClose} title={t('addToQuote.title', { name: product.name })} centered>
      {add.data ? (
        <Stack gap="md">
          <Alert color="green" role="status">
            {t('addToQuote.added', { name: product.name, reference: add.data.file.reference })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('addToQuote.close')}
            </Button>
            <Button component={Link} to={customisePath(add.data.file.reference)}>
              {t('addToQuote.open')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          aria-label={t('addToQuote.title', { name: product.name })}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reference || !day) return;
            add.mutate({
              reference,
              body: { productId: product.id, date: day, span: Number(span) || 1 },
            });
          }}
        >
          <Stack gap="md">
            {add.error ? (
              <Alert color="red" role="alert">
                {add.error.message}
              </Alert>
            ) : null}
            {quotes.data && quotes.data.data.length === 0 ? (
              <Text size="sm">
                {t('addToQuote.noQuotes')}{' '}
                <Anchor component={Link} to="/app/quick-quote">
                  {t('addToQuote.startQuote')}
                </Anchor>
              </Text>
            ) : null}
            <Select
              label={t('addToQuote.quote')}
              searchable
              withAsterisk
              data={(quotes.data?.data ?? []).map((file) => ({
                value: file.reference,
                label: `${file.reference} · ${file.bookingName}`,
              }))}
              value={reference}
              onChange={(value) => {
                setReference(value);
                setChosenDay(null);
              }}
              nothingFoundMessage={t('filters.nothingFound')}
            />
            <Select
              label={t('addToQuote.day')}
              withAsterisk
              disabled={!quote.data}
              allowDeselect={false}
              data={days.map((option) => ({
                value: option.date,
                label: t('addToQuote.dayOption', {
                  day: option.dayNumber,
                  date: `${formatDayName(option.date, language)} ${formatDayMonth(option.date, language)}`,
                }),
              }))}
              value={day ?? null}
              onChange={setChosenDay}
            />
            <NumberInput
              label={isNights ? t('addToQuote.nights') : t('addToQuote.days')}
              min={1}
              max={60}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={span}
              onChange={setSpan}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('addToQuote.cancel')}
              </Button>
              <Button type="submit" loading={add.isPending} disabled={!reference || !day}>
                {t('addToQuote.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
