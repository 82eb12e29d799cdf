import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { BookingSettingsForm } from './booking-settings-form';
import { BrandsSettingsForm } from './brands-settings-form';
import { FitSettingsForm } from './fit-settings-form';
import { GeneralSettingsForm } from './general-settings-form';
import { PaymentRemindersForm } from './payment-reminders-form';
import { ToolsSettingsForm } from './tools-settings-form';

function PageHead({ page }: { page: 'environment' | 'fit' | 'bookings' }) {
  const { t } = useTranslation('settings');
  return (
    <div>
      <Title order={1}>{t(`pages.${page}.title`)}</Title>
      <Text c="dimmed">{t(`pages.${page}.intro`)}</Text>
    </div>
  );
}

/** /admin/settings: names, contact numbers, brand details and the Tools menu. */
export function EnvironmentSettingsPage() {
  return (
    <Stack gap="lg">
      <PageHead page="environment" />
      <GeneralSettingsForm />
      <BrandsSettingsForm />
      <ToolsSettingsForm />
    </Stack>
  );
}

/** /admin/fit-settings: invoice terms and payment reminders, then the route's other sections. */
export function FitSettingsPage({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="lg">
      <PageHead page="fit" />
      <FitSettingsForm />
      <PaymentRemindersForm />
      {children}
    </Stack>
  );
}

/** /admin/booking-settings: file references and the supplier workflow's timing. */
export function BookingSettingsPage() {
  return (
    <Stack gap="lg">
      <PageHead page="bookings" />
      <BookingSettingsForm />
    </Stack>
  );
}
