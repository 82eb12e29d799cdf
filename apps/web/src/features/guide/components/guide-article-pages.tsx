import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { usePermissions } from '../../../lib/authorization';
import { useGuideArticle, useGuideVersions } from '../api/get-guide-article';
import { useDeleteGuideArticle, useSaveGuideArticle } from '../api/save-guide-article';
import { GuideArticleForm } from './guide-article-form';
import { MarkdownView } from './markdown-view';

const LIST = '/admin/guide';

function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatMoment(iso, i18n.language);
}

function BackLink() {
  const { t } = useTranslation('guide');
  return (
    <Anchor component={Link} to={LIST} size="sm">
      {t('back')}
    </Anchor>
  );
}

function Versions({ articleId }: { articleId: number }) {
  const { t } = useTranslation('guide');
  const dateTime = useDateTime();
  const [isOpen, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const versions = useGuideVersions(articleId, page, isOpen);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={14} />}
          aria-expanded={isOpen}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('versions.hide') : t('versions.show')}
        </Button>
      </Group>
      <Collapse expanded={isOpen}>
        {versions.error ? (
          <Alert color="red" role="alert">
            {versions.error.message}
          </Alert>
        ) : versions.data ? (
          <Stack gap="xs">
            <Table striped aria-label={t('versions.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('versions.version')}</Table.Th>
                  <Table.Th>{t('versions.title')}</Table.Th>
                  <Table.Th>{t('versions.editedBy')}</Table.Th>
                  <Table.Th>{t('versions.at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {versions.data.data.map((version) => (
                  <Table.Tr key={version.version}>
                    <Table.Td>{version.version}</Table.Td>
                    <Table.Td>{version.title}</Table.Td>
                    <Table.Td>{version.editedBy || t('unknownEditor')}</Table.Td>
                    <Table.Td>{dateTime(version.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pagination
              pagination={versions.data}
              onPageChange={setPage}
              disabled={versions.isFetching}
            />
          </Stack>
        ) : isOpen ? (
          <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
        ) : null}
      </Collapse>
    </Stack>
  );
}

/** /admin/guide/{id}: one article, rendered; editors also edit or delete it from here. */
export function GuideArticlePage({ articleId }: { articleId: number }) {
  const { t } = useTranslation('guide');
  const { can } = usePermissions();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const articleQuery = useGuideArticle(articleId);
  const remove = useDeleteGuideArticle();
  const [isConfirming, setConfirming] = useState(false);
  const article = articleQuery.data;
  const canManage = can('guide.manage');

  return (
    <Stack gap="md">
      <BackLink />
      {articleQuery.error ? (
        <Alert color="red" role="alert">
          {articleQuery.error.message}
        </Alert>
      ) : null}
      {articleQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {article ? (
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>{article.title}</Title>
              <Group gap="xs" mt={4}>
                <Badge variant="light">{article.category}</Badge>
                {article.isPublished ? null : (
                  <Badge color="gray" variant="outline">
                    {t('draft')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {t('updatedAt', {
                    name: article.updatedBy || t('unknownEditor'),
                    at: dateTime(article.updatedAt),
                  })}
                </Text>
              </Group>
            </div>
            {canManage ? (
              <Group gap="sm">
                <Button
                  variant="default"
                  component={Link}
                  to={`${LIST}/edit/${article.id}`}
                  leftSection={<IconPencil size={16} />}
                >
                  {t('edit')}
                </Button>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setConfirming(true)}
                >
                  {t('delete.button')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <MarkdownView source={article.body} />
          <Versions articleId={article.id} />
          <Modal
            opened={isConfirming}
            onClose={() => setConfirming(false)}
            title={t('delete.title')}
          >
            <Stack gap="md">
              <Text>{t('delete.confirm', { title: article.title })}</Text>
              {remove.error ? (
                <Alert color="red" role="alert">
                  {remove.error.message}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('form.cancel')}
                </Button>
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(article.id, {
                      onSuccess: async () => {
                        notifications.show({
                          color: 'fern',
                          message: t('delete.done', { title: article.title }),
                        });
                        await navigate(LIST);
                      },
                    })
                  }
                >
                  {t('delete.submit')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      ) : null}
    </Stack>
  );
}

export function GuideArticleAddPage() {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const save = useSaveGuideArticle();
  return (
    <Stack gap="md">
      <BackLink />
      <Title order={1}>{t('titles.add')}</Title>
      <GuideArticleForm
        article={null}
        submitLabel={t('form.create')}
        onCancel={() => void navigate(LIST)}
        onSubmit={async (body) => {
          const article = await save.mutateAsync({ id: null, body });
          notifications.show({ color: 'fern', message: t('saved', { title: article.title }) });
          await navigate(`${LIST}/${article.id}`);
        }}
      />
    </Stack>
  );
}

export function GuideArticleEditPage({ articleId }: { articleId: number }) {
  const { t } = useTranslation('guide');
  const navigate = useNavigate();
  const articleQuery = useGuideArticle(articleId);
  const save = useSaveGuideArticle();
  const article = articleQuery.data;
  return (
    <Stack gap="md">
      <BackLink />
      {articleQuery.error ? (
        <Alert color="red" role="alert">
          {articleQuery.error.message}
        </Alert>
      ) : null}
      {articleQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {article ? (
        <>
          <Title order={1}>{t('editTitle', { title: article.title })}</Title>
          <GuideArticleForm
            key={article.updatedAt}
            article={article}
            submitLabel={t('form.save')}
            onCancel={() => void navigate(`${LIST}/${article.id}`)}
            onSubmit={async (body) => {
              const saved = await save.mutateAsync({ id: article.id, body });
              notifications.show({ color: 'fern', message: t('saved', { title: saved.title }) });
              await navigate(`${LIST}/${saved.id}`);
            }}
          />
        </>
      ) : null}
    </Stack>
  );
}
