import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { CUSTOM_FILE_MAX_NIGHTS } from '@portal/shared/contracts/files';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import {
  FormRoomsField,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useUser } from '../../../lib/auth';
import { useBrandToday } from '../../../lib/settings';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useCreateCustomFile } from '../api/create-custom-file';
import { useCodeLabels } from '../hooks/use-code-labels';
import { quickQuotePaths } from '../paths';
import { defaultTravelDate } from './package-quote-page';

/** The limits of ZCreateCustomFileRequest. */
export const CUSTOM_QUOTE_RULES = {
  bookingName: 'required|length:120',
  yourReference: 'length:60',
  travelDate: 'required|date',
  nights: 'required|numeric',
  rooms: 'required',
} as const satisfies TFieldRules;

interface TCustomValues extends Record<string, unknown> {
  bookingName: string;
  yourReference: string;
  travelDate: string;
  nights: number | '';
  rooms: TRoomRow[];
}

/**
 * A custom quote from scratch (SPEC section 1): the trip's dates, rooms and guests, no package.
 * Saving opens the customise screen, where services are added day by day from the catalogue.
 */
export function CustomQuotePage() {
  const { t } = useTranslation('quick-quote');
  const labels = useCodeLabels();
  const navigate = useNavigate();
  const create = useCreateCustomFile();
  const today = useBrandToday(useUser()?.brandId);
  const form = useRulesForm<TCustomValues>({
    initialValues: {
      bookingName: '',
      yourReference: '',
      travelDate: defaultTravelDate(today),
      nights: 7,
      rooms: [{ roomType: 'DB', adults: 2 }],
    },
    rules: CUSTOM_QUOTE_RULES,
  });

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={quickQuotePaths.search} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('price.backToSearch')}
          </Group>
        </Anchor>
        <Title order={1}>{t('custom.title')}</Title>
        <Text c="dimmed">{t('custom.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <RulesForm
          form={form}
          aria-label={t('custom.formLabel')}
          onSubmit={async (values) => {
            // Out-of-range nights are sent as typed: the server's message shows under the field.
            if (typeof values.nights !== 'number') return;
            if (!values.rooms.every(isValidRoom)) {
              form.setServerErrors({ rooms: [t('price.roomsInvalid')] });
              return;
            }
            const file = await create.mutateAsync({
              travelDate: values.travelDate,
              nights: values.nights,
              rooms: values.rooms.map((room) => ({
                roomType: room.roomType as TRoomTypeCode,
                adults: Number(room.adults),
              })),
              bookingName: values.bookingName,
              yourReference: values.yourReference,
            });
            await navigate(quickQuotePaths.customise(file.reference));
          }}
        >
          <Stack gap="md">
            <FormErrorAlert error={form.submitError} fields={Object.keys(CUSTOM_QUOTE_RULES)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
              <FormTextInput name="bookingName" label={t('save.bookingName')} />
              <FormTextInput name="yourReference" label={t('save.yourReference')} />
              <FormDateInput name="travelDate" label={t('price.travelDate')} />
              <FormNumberInput
                name="nights"
                label={t('custom.nights')}
                min={1}
                max={CUSTOM_FILE_MAX_NIGHTS}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
              />
            </SimpleGrid>
            <FormRoomsField
              name="rooms"
              label={t('price.rooms')}
              labels={{
                roomType: (room) => t('price.roomType', { room }),
                adults: (room) => t('price.adults', { room }),
                remove: (room) => t('price.removeRoom', { room }),
                add: t('price.addRoom'),
                roomTypeNames: labels.roomTypeNames,
              }}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={form.isSubmitting}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                {t('custom.submit')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Paper>
    </Stack>
  );
}
