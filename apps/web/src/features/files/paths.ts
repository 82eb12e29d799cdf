/** The agent addresses of the file screens (SPEC section 2's agent routes). */
const encode = (reference: string) => encodeURIComponent(reference);

export const filePaths = {
  list: '/app/list-bookings',
  view: (reference: string) => `/app/view-booking/${encode(reference)}`,
  customise: (reference: string) => `/app/quick-quote/customise/${encode(reference)}`,
  copy: (reference: string) => `/app/quick-quote/copy/${encode(reference)}`,
  quickQuote: '/app/quick-quote',
} as const;
