import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * The console's content calls that the catalogue files lack (ours): the operator's image upload
 * (banners, activities, invite images, games, support replies) and the venue list.
 */

export const OPERATOR_UPLOAD_LIMITS = {
  /** Attempts an operator may make per minute (refused ones too). */
  perMinute: 30,
  /** Images an operator may store per Beijing day, and their total size. */
  perDay: 200,
  bytesPerDay: 200 * 1024 * 1024,
} as const;

// POST /api/admin/uploads (multipart, one file "file": GIF, PNG or JPEG by its magic bytes, at most
// 5 MB) -> {url: "/uploads/<key>.<gif|png|jpg>", size, content_type}; audited (upload.create)
export const adminUploadPayload = z.object({ file: z.file() });
export const adminUploadData = z.object({
  url: z.string(),
  size: z.number(),
  content_type: z.string(),
});
export type AdminUploadData = z.infer<typeof adminUploadData>;

// ---- venues -------------------------------------------------------------------------------------

export const VENUE_LIMITS = { nameMax: 32, sortMax: 100_000 } as const;

const platname = z
  .string({ error: MSG.venuePlatnameInvalid })
  .trim()
  .regex(/^[a-z0-9_]{1,32}$/, { error: MSG.venuePlatnameInvalid });

// POST /api/admin/venues {} -> AdminVenue[] (every venue, enabled or not, in display order)
export const adminVenue = z.object({
  platname: z.string(),
  name: z.string(),
  /** The catalogue category its games sit in (live, slots, …). */
  category: z.string(),
  /** The adapter kind behind it (demo, or a provider's). */
  adapter: z.string(),
  /** 1 open; 0 closed: hidden from players without money there, launches refused. */
  enabled: z.number(),
  sort: z.number(),
});
export type AdminVenue = z.infer<typeof adminVenue>;
export const adminVenueList = z.array(adminVenue);

// POST /api/admin/venues/update {platname, name?, enabled?, sort?} -> AdminVenue (audited)
export const adminVenueUpdatePayload = z.object({
  platname,
  name: z
    .string({ error: MSG.venueNameInvalid })
    .trim()
    .min(1, { error: MSG.venueNameInvalid })
    .max(VENUE_LIMITS.nameMax, { error: MSG.venueNameInvalid })
    .optional(),
  enabled: z.union([z.literal(0), z.literal(1)], { error: MSG.adminSwitchInvalid }).optional(),
  sort: z
    .number({ error: MSG.catalogueSortInvalid })
    .int({ error: MSG.catalogueSortInvalid })
    .min(0, { error: MSG.catalogueSortInvalid })
    .max(VENUE_LIMITS.sortMax, { error: MSG.catalogueSortInvalid })
    .optional(),
});
export type AdminVenueUpdatePayload = z.output<typeof adminVenueUpdatePayload>;
