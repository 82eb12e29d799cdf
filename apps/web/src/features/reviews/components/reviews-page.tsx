import { formatMoment } from '@portal/shared/format/dates';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import {
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  type TAdminReview,
  type TReviewStatus,
} from '@portal/shared/contracts/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useExportReviews } from '../api/export-reviews';
import { useReviewFilterOptions, useReviews } from '../api/get-reviews';
import { useReplyToReview, useSetReviewStatus } from '../api/moderate-review';
import { REVIEW_FILTERS } from '../api/query-keys';

const STATUS_COLOURS: Record<TReviewStatus, string> = {
  pending: 'yellow',
  published: 'green',
  hidden: 'gray',
};

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('reviews');
  return (
    <Text span c="yellow.7" aria-label={t('rating', { rating })} role="img">
      {'★'.repeat(rating)}
      <Text span c="dimmed">
        {'☆'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

/** A text filter applied when the field is left or Enter is pressed, not on every keystroke. */
function FilterText({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
}) {
  return (
    <TextInput
      key={value}
      label={label}
      defaultValue={value}
      onBlur={(event) => onApply(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onApply(event.currentTarget.value);
      }}
      w={160}
    />
  );
}

function ReplyForm({ review, onDone }: { review: TAdminReview; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const [reply, setReply] = useState(review.reply ?? '');
  const save = useReplyToReview();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: review.id, reply: reply.trim() },
          {
            onSuccess: () => {
              notifications.show({
                color: 'fern',
                message: reply.trim() ? t('reply.saved') : t('reply.removed'),
              });
              onDone();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Stars rating={review.tripRating} /> {review.comment || t('noComment')}
        </Text>
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Textarea
          label={t('reply.label')}
          description={t('reply.help')}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          maxLength={REVIEW_REPLY_MAX}
          rows={5}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('reply.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('reply.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/reviews: travellers' reviews to publish, hide and answer. */
export function ReviewsPage() {
  const { t, i18n } = useTranslation('reviews');
  const { page, filters, setFilter, setPage, resetFilters } = useListParams(REVIEW_FILTERS);
  const reviews = useReviews(filters, page);
  const options = useReviewFilterOptions();
  const setStatus = useSetReviewStatus();
  const exportReviews = useExportReviews();
  const [replying, setReplying] = useState<TAdminReview | null>(null);
  const rows = reviews.data?.data ?? [];
  const hasFilters = Object.values(filters).some((value) => value !== '');

  const moderate = (review: TAdminReview, status: TReviewStatus) =>
    setStatus.mutate(
      { id: review.id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'fern',
            message: t(`moderated.${status}`, { reference: review.fileReference }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('moderated.failed'),
            message: error.message,
          }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exportReviews.isPending}
          onClick={() => exportReviews.mutate(filters)}
        >
          {t('export')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          clearable
          value={filters.status || null}
          onChange={(value) => setFilter('status', value ?? '')}
          data={REVIEW_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          w={160}
        />
        <Select
          label={t('filters.rating')}
          placeholder={t('filters.all')}
          clearable
          value={filters.rating || null}
          onChange={(value) => setFilter('rating', value ?? '')}
          data={['5', '4', '3', '2', '1'].map((value) => ({
            value,
            label: t('rating', { rating: Number(value) }),
          }))}
          w={160}
        />
        <FilterText
          label={t('filters.reference')}
          value={filters.reference}
          onApply={(value) => setFilter('reference', value)}
        />
        <Select
          label={t('filters.agency')}
          placeholder={t('filters.all')}
          clearable
          searchable
          value={filters.agency_id || null}
          onChange={(value) => setFilter('agency_id', value ?? '')}
          data={(options.data?.agencies ?? []).map((agency) => ({
            value: String(agency.id),
            label: agency.name,
          }))}
          w={220}
        />
        <DateInput
          label={t('filters.from')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.from || null}
          onChange={(value) => setFilter('from', value ?? '')}
          w={160}
        />
        <DateInput
          label={t('filters.to')}
          valueFormat="DD MMM YYYY"
          clearable
          value={filters.to || null}
          onChange={(value) => setFilter('to', value ?? '')}
          w={160}
        />
        {hasFilters ? (
          <Button variant="subtle" onClick={resetFilters}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
      {exportReviews.error ? (
        <Alert color="red" role="alert">
          {exportReviews.error.message}
        </Alert>
      ) : null}
      {reviews.error ? (
        <Alert color="red" role="alert">
          {reviews.error.message}
        </Alert>
      ) : null}
      {reviews.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !reviews.error ? (
        <Text>{hasFilters ? t('empty.filtered') : t('empty.none')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped aria-label={t('tableLabel')} aria-busy={reviews.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.submitted')}</Table.Th>
                <Table.Th>{t('columns.booking')}</Table.Th>
                <Table.Th>{t('columns.agency')}</Table.Th>
                <Table.Th>{t('columns.rating')}</Table.Th>
                <Table.Th>{t('columns.comment')}</Table.Th>
                <Table.Th miw={120}>{t('columns.status')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((review) => (
                <Table.Tr key={review.id} data-review={review.fileReference}>
                  <Table.Td>{formatMoment(review.submittedAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/client-files/${review.fileReference}`}>
                      {review.fileReference}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {review.bookingName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{review.agencyName}</Table.Td>
                  <Table.Td>
                    <Stars rating={review.tripRating} />
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm">{review.comment || t('noComment')}</Text>
                    {review.serviceRatings.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        {review.serviceRatings
                          .map((rating) => `${rating.serviceName}: ${rating.rating}/5`)
                          .join(' · ')}
                      </Text>
                    ) : null}
                    {review.reply ? (
                      <Text size="xs" mt={4} fs="italic">
                        {t('reply.shown', {
                          name: review.repliedByName ?? '',
                          reply: review.reply,
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOURS[review.status]} variant="light">
                      {t(`status.${review.status}`)}
                    </Badge>
                    {review.moderatedByName ? (
                      <Text size="xs" c="dimmed">
                        {review.moderatedByName}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {review.status !== 'published' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="green"
                          aria-label={t('actions.publishFor', { reference: review.fileReference })}
                          loading={setStatus.isPending && setStatus.variables?.id === review.id}
                          onClick={() => moderate(review, 'published')}
                        >
                          {t('actions.publish')}
                        </Button>
                      ) : null}
                      {review.status !== 'hidden' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="gray"
                          aria-label={t('actions.hideFor', { reference: review.fileReference })}
                          onClick={() => moderate(review, 'hidden')}
                        >
                          {t('actions.hide')}
                        </Button>
                      ) : null}
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t(review.reply ? 'actions.editReplyFor' : 'actions.replyFor', {
                          reference: review.fileReference,
                        })}
                        onClick={() => setReplying(review)}
                      >
                        {review.reply ? t('actions.editReply') : t('actions.reply')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={reviews.data} onPageChange={setPage} disabled={reviews.isFetching} />
      <Modal
        opened={replying !== null}
        onClose={() => setReplying(null)}
        title={replying ? t('reply.title', { reference: replying.fileReference }) : ''}
        size="lg"
      >
        {replying ? (
          <ReplyForm key={replying.id} review={replying} onDone={() => setReplying(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}
