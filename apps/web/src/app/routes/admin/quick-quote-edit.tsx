import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { ContentEditor } from '../../../features/content/components/content-editor';
import { PackageEditPage } from '../../../features/packages/components/package-pages';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

export default function QuickQuoteEditRoute() {
  const { can } = usePermissions();
  const packageId = readIdParam(useParams().id);
  if (!can('catalogue.view')) return <Forbidden />;
  if (packageId === null) return <NotFound />;
  return (
    <PackageEditPage
      packageId={packageId}
      renderDescriptions={(pkg) => (
        <ContentEditor
          kind="package"
          entityId={pkg.id}
          canEdit={can('content.manage|packages.manage')}
        />
      )}
    />
  );
}
