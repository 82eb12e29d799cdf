import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupplierRequest } from '../api/get-supplier-request';
import type { TRequestSource } from '../api/request-source';
import { ReconfirmPanel } from './reconfirm-panel';
import { RequestDetails } from './request-details';
import { RequestLoadState } from './request-load-state';

/** Reconfirm Service (`/supplier/reconfirm/{token}`): the confirmed service and one button. */
export function ReconfirmPage({ source }: { source: TRequestSource }) {
  const { t } = useTranslation('supplier-requests');
  const request = useSupplierRequest(source);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('reconfirm.title')}</Title>
        {request.data ? <Text c="dimmed">{request.data.supplierName}</Text> : null}
      </Stack>
      {request.data ? (
        <>
          <RequestDetails request={request.data} />
          <ReconfirmPanel request={request.data} source={source} />
        </>
      ) : (
        <RequestLoadState error={request.error} />
      )}
    </Stack>
  );
}
