import type { Static } from 'typebox';
import type {
  PropertyDetail as PropertyDetailSchema,
  PropertyGallery as PropertyGallerySchema,
  SavedProperty as SavedPropertySchema,
} from '../../server/properties/schemas.ts';

/** GET /properties/{id}/, derived from its schema (server/routes/properties/schemas.ts) so it cannot drift. */
export type PropertyDetail = Static<typeof PropertyDetailSchema>;

type Explanation = PropertyDetail['explanation'];
export type Comp = Explanation['arv']['comps'][number];
export type ConditionCue = Explanation['condition']['cues'][number];
export type PotentialFactor = Explanation['investment_potential']['factors'][number];

/** GET /properties/{id}/photos/: the listing's photos, or generated drawings labelled as illustrative. */
export type PropertyGallery = Static<typeof PropertyGallerySchema>;
export type GalleryPhoto = PropertyGallery['photos'][number];

/** GET /properties/saved/ rows. */
export type SavedProperty = Static<typeof SavedPropertySchema>;
