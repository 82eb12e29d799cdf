import {
  CONTENT_KINDS,
  isContentField,
  type TContentField,
  type TContentKind,
} from '@portal/shared/domain/content-codes';
import type { TPermission } from '@portal/shared/domain/permissions';
import { useParams, useSearchParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { ContentEntityPage } from '../../../features/content/components/content-entity-page';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

/** Who may read and edit follows the entity: its own permissions, or content.manage. */
const VIEW_PERMISSION = {
  product: 'catalogue.view',
  package: 'catalogue.view',
  tour: 'tours.view',
  prize: 'prizes.manage',
} as const satisfies Record<TContentKind, TPermission>;
const EDIT_PERMISSION = {
  product: 'catalogue.manage',
  package: 'packages.manage',
  tour: 'tours.manage',
  prize: 'prizes.manage',
} as const satisfies Record<TContentKind, TPermission>;

export default function ContentEntityRoute() {
  const { can } = usePermissions();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const kind = CONTENT_KINDS.find((candidate) => candidate === params.kind);
  const entityId = readIdParam(params.id);
  const field = search.get('field');
  if (!can('content.manage|catalogue.view|tours.view')) return <Forbidden />;
  if (!kind || entityId === null) return <NotFound />;
  if (!can(`content.manage|${VIEW_PERMISSION[kind]}`)) return <Forbidden />;
  return (
    <ContentEntityPage
      kind={kind}
      entityId={entityId}
      canEdit={can(`content.manage|${EDIT_PERMISSION[kind]}`)}
      field={isContentField(field) ? field : undefined}
      onFieldChange={(next: TContentField) =>
        setSearch(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.set('field', next);
            return updated;
          },
          { replace: true },
        )
      }
    />
  );
}
