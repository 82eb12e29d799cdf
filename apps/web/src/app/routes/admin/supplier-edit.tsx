import { useParams } from 'react-router';
import { Forbidden } from '../../../components/errors/forbidden';
import { NotFound } from '../../../components/errors/not-found';
import { SupplierEditPage } from '../../../features/catalogue/components/supplier-edit-page';
import { RatesPanel } from '../../../features/rates/components/rates-panel';
import { usePermissions } from '../../../lib/authorization';
import { readIdParam } from './read-id-param';

/** The supplier page composes the catalogue's tabs with the rates feature's panel. */
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
    />
  );
}
