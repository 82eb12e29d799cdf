export const PRODUCT_SEARCH_PAGE_SIZE = 20;

export const productSearchKeys = {
  results: (filter: object) => ['product-search', 'results', filter] as const,
  locations: () => ['product-search', 'locations'] as const,
};
