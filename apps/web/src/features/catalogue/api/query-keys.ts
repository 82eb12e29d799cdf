/** The catalogue's query keys: a save invalidates the lists and the one record it changed. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  suppliers: () => [...catalogueKeys.all, 'suppliers'] as const,
  supplierList: (filter: object) => [...catalogueKeys.suppliers(), 'list', filter] as const,
  supplier: (id: number) => [...catalogueKeys.suppliers(), 'detail', id] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productList: (filter: object) => [...catalogueKeys.products(), 'list', filter] as const,
  attachments: () => [...catalogueKeys.all, 'attachments'] as const,
  attachmentList: (filter: object) => [...catalogueKeys.attachments(), 'list', filter] as const,
  attachment: (id: number) => [...catalogueKeys.attachments(), 'detail', id] as const,
  locations: () => [...catalogueKeys.all, 'locations'] as const,
  locationList: (filter: object) => [...catalogueKeys.locations(), 'list', filter] as const,
  location: (id: number) => [...catalogueKeys.locations(), 'detail', id] as const,
  availability: (productId: number, from: string, to: string) =>
    [...catalogueKeys.all, 'availability', productId, from, to] as const,
  productAvailability: (productId: number) =>
    [...catalogueKeys.all, 'availability', productId] as const,
};

export const CATALOGUE_PAGE_SIZE = 20;
