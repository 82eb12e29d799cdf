import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import type { TFileView } from '@portal/shared/contracts/files';
import { CLIENT_MARKUP_MAX_BASIS_POINTS } from '@portal/shared/domain/client-price';
import { isCancelledFileStatus } from '@portal/shared/domain/file-states';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readServerFieldErrors } from '../../../components/ui/use-rules-form';
import { useSetClientMarkup } from '../api/change-file';

const percentOf = (basisPoints: number | null): number | string =>
  basisPoints === null ? '' : basisPoints / 100;

/**
 * A net agency's markup for this file's client (docs/pricing.md, "Two prices"): the public quote,
 * the client itinerary and the travel app show the net price plus it. Empty: the published price.
 */
export function ClientMarkupForm({ file }: { file: TFileView }) {
  const { t } = useTranslation('files');
  const saved = percentOf(file.clientMarkupBasisPoints);
  const [value, setValue] = useState<number | string>(saved);
  const [shownFor, setShownFor] = useState(saved);
  const mutation = useSetClientMarkup(file.reference);
  // A second click lands before the re-render that disables the button: one save at a time.
  const isSaving = useRef(false);
  // Another tab or a live update changed the markup: show the stored one.
  if (shownFor !== saved) {
    setShownFor(saved);
    setValue(saved);
  }
  if (file.pricingModel !== 'net' || isCancelledFileStatus(file.status)) return null;

  const fieldError = readServerFieldErrors(mutation.error)?.clientMarkupPercent?.[0];
  // What was just saved counts as stored until the file's own answer arrives.
  const isJustSaved =
    mutation.isSuccess && String(mutation.variables.clientMarkupPercent ?? '') === String(value);
  const isChanged = String(value) !== String(saved) && !isJustSaved;
  return (
    <Paper withBorder p="md" maw={420} component="section" aria-label={t('clientMarkup.label')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isSaving.current || !isChanged) return;
          isSaving.current = true;
          mutation.mutate(
            { clientMarkupPercent: value === '' ? null : Number(value) },
            {
              onSettled: () => {
                isSaving.current = false;
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <NumberInput
            label={t('clientMarkup.label')}
            description={t('clientMarkup.hint')}
            value={value}
            onChange={setValue}
            min={0}
            max={CLIENT_MARKUP_MAX_BASIS_POINTS / 100}
            decimalScale={2}
            suffix=" %"
            error={fieldError}
          />
          {mutation.error && !fieldError ? (
            <Alert color="red" role="alert">
              {mutation.error.message}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {isJustSaved ? t('clientMarkup.saved') : ''}
            </Text>
            <Button type="submit" loading={mutation.isPending} disabled={!isChanged}>
              {t('clientMarkup.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
