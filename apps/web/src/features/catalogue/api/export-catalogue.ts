import { downloadFile } from '../../../lib/download-file';
import type { TAttachmentFilter } from './get-attachments';
import type { TLocationFilter } from './get-locations';
import type { TProductFilter } from './get-products';
import type { TSupplierFilter } from './get-suppliers';

/** The locations with the list's current filters as a CSV download (every page). */
export function exportLocations({ q, country }: Omit<TLocationFilter, 'page'>) {
  return downloadFile('/api/admin/locations/export.csv', {
    query: { q: q.trim() || undefined, country: country || undefined },
    fallbackName: 'locations.csv',
  });
}

/** The suppliers with the list's current filters as a CSV download (every page). */
export function exportSuppliers({
  q,
  active,
  locationId,
  sort,
  dir,
}: Omit<TSupplierFilter, 'page'>) {
  return downloadFile('/api/admin/suppliers/export.csv', {
    query: {
      q: q.trim() || undefined,
      active: active || undefined,
      locationId: locationId || undefined,
      sort: sort || undefined,
      dir: sort ? dir : undefined,
    },
    fallbackName: 'suppliers.csv',
  });
}

/** A supplier's products with the tab's current filters as a CSV download (every page). */
export function exportProducts({
  supplierId,
  q,
  serviceTypeCode,
  active,
}: Omit<TProductFilter, 'page'>) {
  return downloadFile('/api/admin/products/export.csv', {
    query: {
      supplierId,
      q: q.trim() || undefined,
      serviceTypeCode: serviceTypeCode || undefined,
      active: active || undefined,
    },
    fallbackName: 'products.csv',
  });
}

/** A supplier's attachments (the list, not the files) as a CSV download (every page). */
export function exportAttachments({ supplierId, kind }: Omit<TAttachmentFilter, 'page'>) {
  return downloadFile('/api/admin/supplier-attachments/export.csv', {
    query: { supplierId, kind: kind || undefined },
    fallbackName: 'supplier-attachments.csv',
  });
}
