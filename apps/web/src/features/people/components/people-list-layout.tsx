import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What every people list does when its CSV download fails. */
export const notifyExportError = {
  onError: (error: Error) => notifications.show({ color: 'red', message: error.message }),
};

/** The heading of a people list: title, intro, CSV download and, where there is one, "add". */
export function PeopleListHeader(props: {
  title: string;
  intro: string;
  exporting: boolean;
  onExport: () => void;
  add?: { to: string; label: string };
}) {
  const { t } = useTranslation('people');
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.intro}</Text>
      </div>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          {t('actions.exportCsv')}
        </Button>
        {props.add ? (
          <Button
            component={Link}
            to={props.add.to}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {props.add.label}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

/** A list's loading, error and empty states; the table (children) shows once there are rows. */
export function PeopleListState(props: {
  error: Error | null;
  isPending: boolean;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('people');
  let body: ReactNode = props.children;
  if (props.isPending) body = <Loader aria-label={t('loading')} />;
  else if (props.isEmpty) body = props.error ? null : <Text>{props.emptyText}</Text>;
  return (
    <>
      {props.error ? (
        <Alert color="red" role="alert">
          {props.error.message}
        </Alert>
      ) : null}
      {body}
    </>
  );
}
