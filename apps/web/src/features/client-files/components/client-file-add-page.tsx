import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import {
  FormRoomsField,
  isRoomTypeCode,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useCreateClientFile } from '../api/create-client-file';
import { useFilterOptions } from '../api/get-filter-options';
import { clientFileEditPath } from './client-files-page';

/** The limits of ZCreateClientFileRequest. */
const ADD_FILE_RULES = {
  agencyId: 'required',
  agentId: 'required',
  bookingName: 'required|length:120',
  yourReference: 'length:60',
  travelDate: 'required|date',
  nights: 'required|numeric',
  rooms: 'required',
} as const satisfies TFieldRules;

interface TAddFileValues extends Record<string, unknown> {
  agencyId: string;
  agentId: string;
  bookingName: string;
  yourReference: string;
  travelDate: string;
  nights: number | '';
  rooms: TRoomRow[];
}

const FIELDS = Object.keys(ADD_FILE_RULES);

/**
 * A custom file for an agency (not from a package): agency, one of its agents, booking name,
 * travel date, nights and rooms. It is saved as an empty quote; its services are added next.
 */
export function ClientFileAddPage() {
  const { t } = useTranslation('client-files');
  const navigate = useNavigate();
  const options = useFilterOptions();
  const create = useCreateClientFile();
  const form = useRulesForm<TAddFileValues>({
    initialValues: {
      agencyId: '',
      agentId: '',
      bookingName: '',
      yourReference: '',
      travelDate: '',
      nights: 1,
      rooms: [{ roomType: 'DB', adults: 2 }],
    },
    rules: ADD_FILE_RULES,
  });
  const agents = (options.data?.agents ?? []).filter(
    (agent) => String(agent.agencyId) === form.values.agencyId,
  );
  const roomTypeNames = Object.fromEntries(
    ROOM_TYPE_CODES.map((code) => [code, t(`add.roomTypes.${code}`)]),
  ) as Record<TRoomTypeCode, string>;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/client-files" size="sm">
        {t('edit.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('add.title')}</Title>
        <Text c="dimmed">{t('add.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <RulesForm
          form={form}
          aria-label={t('add.title')}
          onSubmit={async (values) => {
            if (!values.rooms.every(isValidRoom)) {
              form.setServerErrors({ rooms: [t('add.roomsInvalid')] });
              return;
            }
            const created = await create.mutateAsync({
              agencyId: Number(values.agencyId),
              agentId: Number(values.agentId),
              bookingName: values.bookingName,
              yourReference: values.yourReference,
              travelDate: values.travelDate,
              nights: Number(values.nights),
              rooms: values.rooms.flatMap((room) =>
                isRoomTypeCode(room.roomType) && typeof room.adults === 'number'
                  ? [{ roomType: room.roomType, adults: room.adults }]
                  : [],
              ),
            });
            await navigate(clientFileEditPath(created.reference));
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FormSelect
                name="agencyId"
                label={t('add.agency')}
                searchable
                data={(options.data?.agencies ?? []).map((agency) => ({
                  value: String(agency.id),
                  label: agency.name,
                }))}
                onChange={() => form.setValue('agentId', '')}
              />
              <FormSelect
                name="agentId"
                label={t('add.agent')}
                searchable
                data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
              />
              <FormTextInput name="bookingName" label={t('add.bookingName')} />
              <FormTextInput name="yourReference" label={t('add.yourReference')} />
              <FormDateInput name="travelDate" label={t('add.travelDate')} />
              <FormNumberInput name="nights" label={t('add.nights')} min={0} max={60} />
            </SimpleGrid>
            <FormRoomsField
              name="rooms"
              label={t('add.rooms')}
              labels={{
                roomType: (room) => t('add.roomType', { room }),
                adults: (room) => t('add.adults', { room }),
                remove: (room) => t('add.removeRoom', { room }),
                add: t('add.addRoom'),
                roomTypeNames,
              }}
            />
            {create.error && !hasOnlyFieldErrors(create.error, FIELDS) ? (
              <Alert color="red" role="alert">
                {create.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {t('add.create')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Paper>
    </Stack>
  );
}
