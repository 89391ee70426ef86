import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * Site content an operator edits that the spec leaves open (ours): the sponsor pages (/zhanzhu,
 * /zhanzhuye), the threshold under which a category's player count is not shown, the site's
 * public visit address (GET /api/getVisitUrl). Plain text only: the app renders every field as
 * text, never as HTML, so nothing an operator types can run as markup.
 */

export const SPONSOR_THEMES = ['blue', 'purple', 'green', 'orange', 'red'] as const;
export type SponsorTheme = (typeof SPONSOR_THEMES)[number];

export const SPONSOR_LIMITS = {
  sponsorsMax: 6,
  paragraphsMax: 8,
  paragraphMax: 500,
  factsMax: 8,
} as const;

const line = (max: number) =>
  z
    .string({ error: MSG.sponsorTextInvalid })
    .trim()
    .min(1, { error: MSG.sponsorTextInvalid })
    .max(max, { error: MSG.sponsorTextInvalid });

export const sponsor = z.object({
  /** The `type` of /zhanzhuye?type=N: "1", "2", … */
  type: z.string({ error: MSG.sponsorListInvalid }).regex(/^[1-9]\d?$/, {
    error: MSG.sponsorListInvalid,
  }),
  name: line(32),
  /** The field of the partnership (足球青训赞助). */
  field: line(32),
  tagline: line(32),
  /** One or two characters drawn in place of a logo. */
  mark: line(2),
  /**
   * The partner's logo: '' (none: the mark is drawn), an https address or a path of this site (an
   * operator upload, /uploads/…). Lists stored before logos existed read as ''.
   */
  logo: z.preprocess(
    (v: string | null | undefined) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: MSG.sponsorLogoInvalid })
      .trim()
      .max(255, { error: MSG.sponsorLogoInvalid })
      .regex(/^(|https:\/\/[^\s"'<>()]+|\/[^\s"'<>()]*)$/, { error: MSG.sponsorLogoInvalid }),
  ),
  theme: z.enum(SPONSOR_THEMES, { error: MSG.sponsorThemeInvalid }),
  paragraphs: z
    .array(line(SPONSOR_LIMITS.paragraphMax), { error: MSG.sponsorTextInvalid })
    .min(1, { error: MSG.sponsorTextInvalid })
    .max(SPONSOR_LIMITS.paragraphsMax, { error: MSG.sponsorTextInvalid }),
  facts: z
    .array(z.object({ label: line(16), value: line(64) }), { error: MSG.sponsorTextInvalid })
    .max(SPONSOR_LIMITS.factsMax, { error: MSG.sponsorTextInvalid }),
});
export type Sponsor = z.output<typeof sponsor>;

// POST /api/sponsorList {} -> Sponsor[] (ours: the partners of /zhanzhu, in display order)
export const sponsorList = z.array(sponsor);

// POST /api/admin/sponsors {} -> {sponsors}
// POST /api/admin/sponsors/update {sponsors} -> {sponsors} (replaces the whole list; audited)
export const adminSponsors = z.object({ sponsors: sponsorList });
export const adminSponsorsUpdatePayload = z.object({
  sponsors: z
    .array(sponsor, { error: MSG.sponsorListInvalid })
    .max(SPONSOR_LIMITS.sponsorsMax, { error: MSG.sponsorListInvalid })
    .refine((list) => new Set(list.map((s) => s.type)).size === list.length, {
      error: MSG.sponsorListInvalid,
    }),
});
export type AdminSponsorsUpdatePayload = z.output<typeof adminSponsorsUpdatePayload>;

// POST /api/admin/player-counts {} -> {threshold}
// POST /api/admin/player-counts/update {threshold} -> {threshold} (audited)
export const PLAYER_COUNT_THRESHOLD = { default: 1, min: 1, max: 100_000 } as const;
export const playerCountSettings = z.object({ threshold: z.number() });
export const playerCountSettingsUpdatePayload = z.object({
  threshold: z
    .number({ error: MSG.playerCountThresholdInvalid })
    .int({ error: MSG.playerCountThresholdInvalid })
    .min(PLAYER_COUNT_THRESHOLD.min, { error: MSG.playerCountThresholdInvalid })
    .max(PLAYER_COUNT_THRESHOLD.max, { error: MSG.playerCountThresholdInvalid }),
});
