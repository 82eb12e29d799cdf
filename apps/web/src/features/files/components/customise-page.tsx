import { Alert, Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalculator, IconCopy, IconEye, IconPlus } from '@tabler/icons-react';
import type {
  TFileChangeResponse,
  TFileDiff,
  TServiceLineView,
} from '@portal/shared/contracts/files';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useChangeFile } from '../api/change-file';
import { useFile } from '../api/get-file';
import { useClientView } from '../../../lib/use-client-view';
import { useFileLiveUpdates } from '../hooks/use-file-live-updates';
import { filePaths } from '../paths';
import { DroppedLines } from './dropped-lines';
import { FileDiffView } from './file-diff-view';
import { FileHeader } from './file-header';
import { FileTotals } from './file-totals';
import { ServiceLinesTable } from './service-lines-table';
import { ServiceSearchModal, type TServiceSearchMode } from './service-search-modal';
import { TRIP_DETAILS_FORM_ID, TripDetailsForm } from './trip-details-form';
import { FileLoadState } from './file-load-state';

interface TLastChange {
  title: string;
  diff: TFileDiff;
}

/**
 * Customise a quote (`/app/quick-quote/customise/{ref}`): change the booking name, dates, rooms
 * and guests; add, remove and replace services from the catalogue, with alternatives for the
 * services that had no rate; reprice with a visible diff. Every change is saved at once as a new
 * version, and what it changed is shown.
 */
export function CustomisePage({ connection }: { connection?: RealtimeConnection }) {
  const { t } = useTranslation('files');
  const navigate = useNavigate();
  const { ref = '' } = useParams();
  const file = useFile(ref);
  useFileLiveUpdates(file.data, connection);
  const [isClientView, setClientView] = useClientView();
  const change = useChangeFile(ref);
  const reprice = useChangeFile(ref);
  const [lastChange, setLastChange] = useState<TLastChange | null>(null);
  const [searchMode, setSearchMode] = useState<TServiceSearchMode | null>(null);
  const [removing, setRemoving] = useState<TServiceLineView | null>(null);
  const [repricePreview, setRepricePreview] = useState<TFileChangeResponse | null>(null);
  const viewAfterSave = useRef(false);
  const [hasUnsavedEdits, setUnsavedEdits] = useState(false);
  /** Set just before leaving on purpose after a save, when the form may not have caught up. */
  const isLeavingSaved = useRef(false);
  // Leaving the screen with trip details typed but not saved asks first; so does closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedEdits &&
      !isLeavingSaved.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsavedEdits) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedEdits]);

  if (!file.data) return <FileLoadState error={file.error} />;
  const current = file.data;
  const canEdit = current.abilities.canEdit;
  const isBusy = change.isPending || reprice.isPending;

  const showChange = (title: string, response: TFileChangeResponse) =>
    setLastChange({ title, diff: response.diff });

  return (
    <Stack gap="md">
      <FileHeader
        file={current}
        heading={t('customise.heading')}
        actions={
          <>
            <Button
              component={Link}
              to={filePaths.view(current.reference)}
              variant="light"
              leftSection={<IconEye size={16} />}
            >
              {t('customise.viewQuote')}
            </Button>
            {current.abilities.canCopy ? (
              <Button
                component={Link}
                to={filePaths.copy(current.reference)}
                variant="light"
                leftSection={<IconCopy size={16} />}
              >
                {t('overview.copy')}
              </Button>
            ) : null}
          </>
        }
      />
      {canEdit ? null : (
        <Alert color="orange" role="alert" title={t('customise.lockedTitle')}>
          {t('customise.locked', { status: current.status })}
        </Alert>
      )}
      <Switch
        label={t('clientView.label')}
        description={t('clientView.hint')}
        checked={isClientView}
        onChange={(event) => setClientView(event.currentTarget.checked)}
      />
      {lastChange ? (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-label={t('customise.lastChange')}
          data-testid="last-change"
        >
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5">
                {lastChange.title}
              </Title>
              <Button size="xs" variant="subtle" onClick={() => setLastChange(null)}>
                {t('actionsUi.dismiss')}
              </Button>
            </Group>
            <FileDiffView
              diff={lastChange.diff}
              brandId={current.brandId}
              isClientView={isClientView}
            />
          </Stack>
        </Paper>
      ) : null}
      {change.error ? (
        <Alert color="red" role="alert">
          {change.error.message}
        </Alert>
      ) : null}
      <TripDetailsForm
        file={current}
        disabled={!canEdit || isBusy}
        onDirtyChange={setUnsavedEdits}
        onSave={async (body) => {
          const thenView = viewAfterSave.current;
          viewAfterSave.current = false;
          if (Object.keys(body).length > 0) {
            const response = await change.mutateAsync({ kind: 'update', body });
            showChange(t('customise.savedDetails'), response);
          }
          if (thenView) {
            isLeavingSaved.current = true;
            await navigate(filePaths.view(current.reference));
          }
        }}
      />
      <DroppedLines
        lines={current.droppedLines}
        isBusy={!canEdit || isBusy}
        onFindAlternative={
          canEdit ? (dropped) => setSearchMode({ kind: 'alternative', dropped }) : undefined
        }
      />
      <Stack gap="xs" component="section" aria-label={t('customise.servicesTitle')}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('customise.servicesTitle')}
          </Title>
          {canEdit ? (
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={isBusy}
                onClick={() => {
                  const firstDay = current.days[0];
                  if (firstDay) setSearchMode({ kind: 'add', day: firstDay });
                }}
              >
                {t('customise.addService')}
              </Button>
              <Button
                variant="light"
                leftSection={<IconCalculator size={16} />}
                loading={reprice.isPending}
                disabled={isBusy}
                onClick={() =>
                  reprice.mutate(
                    { kind: 'reprice', dryRun: true },
                    { onSuccess: (response) => setRepricePreview(response) },
                  )
                }
              >
                {t('customise.reprice')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {reprice.error ? (
          <Alert color="red" role="alert">
            {reprice.error.message}
          </Alert>
        ) : null}
        <ServiceLinesTable
          file={current}
          isClientView={isClientView}
          actions={
            canEdit
              ? {
                  isBusy,
                  onAdd: (day) => setSearchMode({ kind: 'add', day }),
                  onReplace: (line) => setSearchMode({ kind: 'replace', line }),
                  onRemove: (line) => setRemoving(line),
                }
              : undefined
          }
        />
      </Stack>
      <FileTotals file={current} isClientView={isClientView} />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={filePaths.view(current.reference)} variant="default">
          {t('customise.backToOverview')}
        </Button>
        {canEdit ? (
          <Button
            type="submit"
            form={TRIP_DETAILS_FORM_ID}
            loading={change.isPending}
            disabled={isBusy}
            onClick={() => {
              // The form reads this as its submit starts; a submit the rules stop must not
              // leave it set for the next "Save changes".
              viewAfterSave.current = true;
              setTimeout(() => {
                viewAfterSave.current = false;
              }, 0);
            }}
          >
            {t('customise.saveAndView')}
          </Button>
        ) : null}
      </Group>

      {searchMode ? (
        <ServiceSearchModal
          file={current}
          mode={searchMode}
          onClose={() => setSearchMode(null)}
          onChanged={(response, productName) => {
            const title =
              searchMode.kind === 'replace'
                ? t('customise.replaced', { name: searchMode.line.name, by: productName })
                : t('customise.added', { name: productName });
            setSearchMode(null);
            showChange(title, response);
          }}
        />
      ) : null}

      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('customise.leaveTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('customise.leaveText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t('customise.leaveStay')}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t('customise.leaveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('customise.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('customise.removeText', { name: removing?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('actionsUi.cancel')}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => {
                if (!removing) return;
                const line = removing;
                change.mutate(
                  { kind: 'remove-line', lineId: line.id },
                  {
                    onSuccess: (response) => {
                      setRemoving(null);
                      showChange(t('customise.removed', { name: line.name }), response);
                    },
                    onError: () => setRemoving(null),
                  },
                );
              }}
            >
              {t('customise.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={repricePreview !== null}
        onClose={() => setRepricePreview(null)}
        title={t('customise.repriceTitle')}
        size="xl"
        centered
      >
        {repricePreview ? (
          <Stack gap="md">
            <Text size="sm">{t('customise.repriceText')}</Text>
            <FileDiffView
              diff={repricePreview.diff}
              brandId={current.brandId}
              isClientView={isClientView}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRepricePreview(null)}>
                {t('actionsUi.cancel')}
              </Button>
              <Button
                disabled={!repricePreview.diff.hasChanges}
                loading={reprice.isPending}
                onClick={() =>
                  reprice.mutate(
                    { kind: 'reprice', dryRun: false },
                    {
                      onSuccess: (response) => {
                        setRepricePreview(null);
                        showChange(t('customise.repriced'), response);
                      },
                    },
                  )
                }
              >
                {t('customise.applyPrices')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
