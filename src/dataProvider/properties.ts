import type { Static } from 'typebox';
import type { ListingHistory } from '../../server/listings/history/schemas.ts';
import type { NoteAnswer } from '../../server/properties/schemas.ts';
import type { ApiRequest } from '../auth/httpClient.ts';
import type { PropertyDetail, PropertyGallery } from './propertyTypes.ts';

/** Property-detail and saved-property calls (spec section 7); ids are listing ids. */
export const propertyPaths = {
  detail: (id: string | number) => `/properties/${id}/`,
  shared: (token: string) => `/properties/shared/${encodeURIComponent(token)}/`,
  photos: (id: string | number) => `/properties/${id}/photos/`,
  history: (id: string | number) => `/properties/${id}/history/`,
  save: '/properties/save/',
  unsave: (id: string | number) => `/properties/saved/${id}/`,
  note: (id: string | number) => `/properties/saved/get-note/${id}/`,
  putNote: (id: string | number) => `/properties/saved/note/${id}/`,
};

type Note = Static<typeof NoteAnswer>;

export function propertyMethods(request: ApiRequest) {
  return {
    getProperty: async (id: string): Promise<PropertyDetail> => (await request(propertyPaths.detail(id))).json as PropertyDetail,
    /** A listing opened from an automated e-mail's signed link: no account needed. */
    getSharedListing: async (token: string): Promise<PropertyDetail> => (await request(propertyPaths.shared(token))).json as PropertyDetail,
    getPropertyPhotos: async (id: string): Promise<PropertyGallery> => (await request(propertyPaths.photos(id))).json as PropertyGallery,
    /** Every price and status change seen, newest first. */
    getPropertyHistory: async (id: string): Promise<ListingHistory> => (await request(propertyPaths.history(id))).json as ListingHistory,
    saveProperty: async (propertyId: string, address?: string): Promise<void> => {
      await request(propertyPaths.save, {
        method: 'POST',
        body: JSON.stringify(address ? { property_id: propertyId, address } : { property_id: propertyId }),
      });
    },
    unsaveProperty: async (propertyId: string): Promise<void> => {
      await request(propertyPaths.unsave(propertyId), { method: 'DELETE' });
    },
    getPropertyNote: async (propertyId: string): Promise<string> => ((await request(propertyPaths.note(propertyId))).json as Note).note,
    putPropertyNote: async (propertyId: string, note: string): Promise<string> =>
      ((await request(propertyPaths.putNote(propertyId), { method: 'PUT', body: JSON.stringify({ note }) })).json as Note).note,
  };
}
