import { z } from 'zod';
import { ZFileRefParams } from './files';
import { ZPageQuery, zPaginated } from './pagination';
import { ZId, ZIdParams } from './primitives';

/**
 * Labels: coloured tags the back office puts on client files (FIT booking labels, SPEC section 2).
 *
 * GET    /api/admin/labels?q&page&per_page     -> zPaginated(ZLabel)
 * GET    /api/admin/labels/export.csv?q        -> text/csv (same filter, every row)
 * GET    /api/admin/labels/:id                 -> ZLabel
 * POST   /api/admin/labels      ZLabelRequest  -> 201 ZLabel
 * PUT    /api/admin/labels/:id  ZLabelRequest  -> ZLabel
 * DELETE /api/admin/labels/:id                 -> 204 (removes it from every file)
 * GET    /api/admin/files/:ref/labels          -> ZFileLabels
 * PUT    /api/admin/files/:ref/labels ZSetFileLabelsRequest -> ZFileLabels
 * All need `labels.manage`.
 */

/** The fixed palette (Mantine colour names, so the web shows them as they are). */
export const LABEL_COLOURS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type TLabelColour = (typeof LABEL_COLOURS)[number];

export const ZLabelRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .max(40, 'This field must be 40 or less characters'),
  colour: z.enum(LABEL_COLOURS, { message: 'Choose a colour from the palette' }),
  description: z.string().trim().max(500, 'This field must be 500 or less characters').default(''),
});
export type TLabelRequest = z.infer<typeof ZLabelRequest>;
export type TLabelRequestInput = z.input<typeof ZLabelRequest>;

export const ZLabel = z.object({
  id: ZId,
  name: z.string(),
  colour: z.enum(LABEL_COLOURS),
  description: z.string(),
  /** How many files carry it. */
  fileCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLabel = z.infer<typeof ZLabel>;

export const ZLabelListQuery = ZPageQuery.extend({
  q: z.string().trim().max(100).optional(),
});
export type TLabelListQuery = z.infer<typeof ZLabelListQuery>;
export const ZLabelCsvQuery = ZLabelListQuery.omit({ page: true, per_page: true });
export type TLabelCsvQuery = z.infer<typeof ZLabelCsvQuery>;

export const ZLabelListResponse = zPaginated(ZLabel);
export const ZLabelIdParams = ZIdParams;

export const ZSetFileLabelsRequest = z.object({
  labelIds: z
    .array(ZId)
    .max(20, 'A file carries at most 20 labels')
    .refine((ids) => new Set(ids).size === ids.length, 'A label is listed twice'),
});
export type TSetFileLabelsRequest = z.infer<typeof ZSetFileLabelsRequest>;

export const ZFileLabelsParams = ZFileRefParams;

export const ZFileLabel = ZLabel.pick({ id: true, name: true, colour: true, description: true });
export type TFileLabel = z.infer<typeof ZFileLabel>;

export const ZFileLabels = z.object({
  reference: z.string(),
  labels: z.array(ZFileLabel),
});
export type TFileLabels = z.infer<typeof ZFileLabels>;
