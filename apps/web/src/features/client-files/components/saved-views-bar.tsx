import { ActionIcon, Button, Group, Menu, TextInput } from '@mantine/core';
import { IconBookmark, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteView, useSaveView, useSavedViews } from '../api/saved-views';

/** The user's saved filter sets for the list: apply one, save the current filters, delete. */
export function SavedViewsBar({
  current,
  onApply,
}: {
  current: Record<string, string>;
  onApply: (query: Record<string, string>) => void;
}) {
  const { t } = useTranslation('client-files');
  const views = useSavedViews();
  const saveView = useSaveView();
  const deleteView = useDeleteView();
  const [name, setName] = useState('');
  const list = views.data?.data ?? [];

  return (
    <Group gap="sm">
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="light" leftSection={<IconBookmark size={16} />}>
            {t('views.open', { count: list.length })}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('views.label')}>
          {list.length === 0 ? <Menu.Label>{t('views.none')}</Menu.Label> : null}
          {list.map((view) => (
            <Group key={view.id} gap={4} wrap="nowrap">
              <Menu.Item onClick={() => onApply(view.query)}>{view.name}</Menu.Item>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('views.delete', { name: view.name })}
                onClick={() => deleteView.mutate(view.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Menu.Dropdown>
      </Menu>
      <form
        aria-label={t('views.save')}
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return;
          saveView.mutate({ name: name.trim(), query: current }, { onSuccess: () => setName('') });
        }}
      >
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label={t('views.name')}
            placeholder={t('views.name')}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            error={saveView.error ? saveView.error.message : undefined}
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saveView.isPending}
            disabled={name.trim() === ''}
          >
            {t('views.save')}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
