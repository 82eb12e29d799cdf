/**
 * Whose letterhead heads the documents an agency hands to its clients (the itinerary PDF), chosen
 * per agency (docs/documents.md):
 * - `operator`: the operator's company, brand and contacts, as before (the default);
 * - `agency`: the agency's own name, logo and contacts in place of the operator's ("agent-branded");
 * - `unbranded`: no company letterhead at all, so an agency can add its own paper or cover.
 */
export const CLIENT_DOCUMENT_BRANDINGS = ['operator', 'agency', 'unbranded'] as const;
export type TClientDocumentBranding = (typeof CLIENT_DOCUMENT_BRANDINGS)[number];

export const DEFAULT_CLIENT_DOCUMENT_BRANDING: TClientDocumentBranding = 'operator';

/** The agency logo printed on agent-branded documents: a PNG or JPEG of at most 1 MB. */
export const AGENCY_LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type TAgencyLogoContentType = (typeof AGENCY_LOGO_CONTENT_TYPES)[number];
export const AGENCY_LOGO_MAX_BYTES = 1024 * 1024;
