/** Addresses of the tour screens (SPEC section 2: /admin/regular-tours/...; /app/regular-tours-booking). */
export const tourPaths = {
  list: '/admin/regular-tours',
  categories: '/admin/regular-tours/category-tour-list',
  catalogue: (categoryId: number) => `/admin/regular-tours/category-catalogue/${categoryId}`,
  add: '/admin/regular-tours/add',
  edit: (tourId: number, tab?: 'departures' | 'rates') =>
    `/admin/regular-tours/edit/${tourId}${tab ? `?tab=${tab}` : ''}`,
  yield: '/admin/regular-tours/yield',
  booking: '/app/regular-tours-booking',
  agentBooking: (reference: string) => `/app/view-booking/${encodeURIComponent(reference)}`,
  adminFile: (reference: string) => `/admin/client-files/${encodeURIComponent(reference)}`,
};
