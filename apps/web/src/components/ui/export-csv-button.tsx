import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * "Download CSV" for a list: `download` fetches the server's export with the list's current
 * filters (every page); a refused download shows the server's message.
 */
export function ExportCsvButton({ download }: { download: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const mutation = useMutation({
    mutationFn: download,
    onError: (error) =>
      notifications.show({ color: 'red', title: t('export.failed'), message: error.message }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {t('export.button')}
    </Button>
  );
}
