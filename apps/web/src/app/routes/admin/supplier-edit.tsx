import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { SupplierEditPage } from '../../../features/catalogue/components/supplier-edit-page';
import { MembersPanel } from '../../../features/people/components/members-panel';
import { ContentEditor } from '../../../features/content/components/content-editor';
import { RatesPanel } from '../../../features/rates/components/rates-panel';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

/**
 * The supplier page composes the catalogue's tabs with the rates and people features' panels and the
 * content feature's descriptions of each product.
 */
export default function SupplierEditRoute() {
  const { can } = usePermissions();
  const supplierId = readIdParam(useParams().id);
  if (!can('catalogue.view')) return <Forbidden />;
  if (supplierId === null) return <NotFound />;
  return (
    <SupplierEditPage
      supplierId={supplierId}
      renderRates={(supplier) =>
        can('rates.manage') ? (
          <RatesPanel
            supplierId={supplier.id}
            supplierCode={supplier.code}
            products={supplier.products}
          />
        ) : (
          <Forbidden />
        )
      }
      renderUsers={(supplier) =>
        can('people.manage') ? (
          <MembersPanel organisation={{ kind: 'supplier', id: supplier.id }} />
        ) : (
          <Forbidden />
        )
      }
      renderProductDescriptions={(product) => (
        <ContentEditor
          kind="product"
          entityId={product.id}
          canEdit={can('content.manage|catalogue.manage')}
        />
      )}
    />
  );
}
