import { useParams } from 'react-router';
import { FILE_REFERENCE_PATTERN } from '@portal/shared/contracts/files';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { ClientFileEditPage } from '../../../features/client-files/components/client-file-edit-page';
import { FileLabelsPicker } from '../../../features/labels/components/file-labels-picker';
import { PersonalDataPanel } from '../../../features/privacy/components/personal-data-panel';
import { usePermissions } from '../../../lib/authorization';

/**
 * The client file page composes, for staff holding labels.manage, the labels feature's picker and,
 * for staff holding privacy.manage, the travellers' personal data panel into its own sections.
 * Both APIs refuse anyone else, so the page does not ask them for what the user may not see.
 */
export default function ClientFileEditRoute() {
  const { can } = usePermissions();
  const reference = (useParams().id ?? '').trim().toUpperCase();
  if (!can('files.view-all')) return <Forbidden />;
  if (!FILE_REFERENCE_PATTERN.test(reference)) return <NotFound />;
  return (
    <ClientFileEditPage
      key={reference}
      reference={reference}
      labels={can('labels.manage') ? <FileLabelsPicker reference={reference} /> : null}
      privacy={can('privacy.manage') ? <PersonalDataPanel reference={reference} /> : null}
    />
  );
}
