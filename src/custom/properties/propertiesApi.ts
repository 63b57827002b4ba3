import type { Api } from '../apiContext.ts';

/** Saved-property and property-detail calls (spec section 7); ids are listing ids. */
export const propertyPaths = {
  detail: (id: string | number) => `/properties/${id}/`,
  save: '/properties/save/',
  unsave: (id: string | number) => `/properties/saved/${id}/`,
  note: (id: string | number) => `/properties/saved/get-note/${id}/`,
  putNote: (id: string | number) => `/properties/saved/note/${id}/`,
};

export const saveProperty = (api: Api, propertyId: string, address?: string) =>
  api.request(propertyPaths.save, { method: 'POST', body: JSON.stringify(address ? { property_id: propertyId, address } : { property_id: propertyId }) });

export const unsaveProperty = (api: Api, propertyId: string) => api.request(propertyPaths.unsave(propertyId), { method: 'DELETE' });

export const getNote = async (api: Api, propertyId: string) => (await api.request<{ property_id: string; note: string }>(propertyPaths.note(propertyId))).json.note;

export const putNote = async (api: Api, propertyId: string, note: string) =>
  (await api.request<{ property_id: string; note: string }>(propertyPaths.putNote(propertyId), { method: 'PUT', body: JSON.stringify({ note }) })).json.note;
