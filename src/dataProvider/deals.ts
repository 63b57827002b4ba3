import type { ApiRequest } from '../auth/httpClient.ts';
import type {
  Deal,
  DealNote,
  DealNoteVersion,
  DealStage,
  DealStageLabel,
  DealTask,
  DealTaskCreate,
  DealTaskUpdate,
  PropertyTag,
} from '../../server/deals/schemas.ts';
import type { PagedResponse } from './query.ts';

export type { Deal, DealNote, DealNoteVersion, DealStage, DealStageLabel, DealTask, PropertyTag };
export type PropertyTagWithCount = PropertyTag & { property_count: number };

/** The deal pipeline's calls beyond the DEALS resource's CRUD (server/routes/deals): stages, tasks, notes and property tags. */
export function dealMethods(request: ApiRequest) {
  const json = async <T>(path: string, init?: RequestInit) => (await request(path, init)).json as T;
  const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
  const deal = (id: number | string) => `/deals/${encodeURIComponent(id)}`;
  return {
    dealStages: () => json<DealStageLabel[]>('/deals/stages/'),
    renameDealStage: (key: DealStage, label: string) => json<DealStageLabel[]>('/deals/stages/', send('PATCH', { key, label })),
    dealTasks: (dealId: number | string) => json<PagedResponse<DealTask>>(`${deal(dealId)}/tasks/?page_size=100`),
    addDealTask: (dealId: number | string, task: DealTaskCreate) => json<DealTask>(`${deal(dealId)}/tasks/`, send('POST', task)),
    updateDealTask: (dealId: number | string, taskId: number, change: DealTaskUpdate) =>
      json<DealTask>(`${deal(dealId)}/tasks/${taskId}/`, send('PATCH', change)),
    deleteDealTask: async (dealId: number | string, taskId: number) => {
      await request(`${deal(dealId)}/tasks/${taskId}/`, { method: 'DELETE' });
    },
    dealNotes: (dealId: number | string) => json<PagedResponse<DealNote>>(`${deal(dealId)}/notes/?page_size=100`),
    addDealNote: (dealId: number | string, body: string) => json<DealNote>(`${deal(dealId)}/notes/`, send('POST', { body })),
    editDealNote: (dealId: number | string, noteId: number, body: string) =>
      json<DealNote>(`${deal(dealId)}/notes/${noteId}/`, send('PATCH', { body })),
    dealNoteVersions: (dealId: number | string, noteId: number) => json<DealNoteVersion[]>(`${deal(dealId)}/notes/${noteId}/versions/`),
    propertyTags: () => json<PropertyTagWithCount[]>('/deals/tags/'),
    createPropertyTag: (name: string) => json<PropertyTag>('/deals/tags/', send('POST', { name })),
    savedPropertyTags: (propertyId: number | string) =>
      json<PropertyTag[]>(`/deals/saved-properties/${encodeURIComponent(propertyId)}/tags/`),
    setSavedPropertyTags: (propertyId: number | string, tagIds: number[]) =>
      json<PropertyTag[]>(`/deals/saved-properties/${encodeURIComponent(propertyId)}/tags/`, send('PUT', { tag_ids: tagIds })),
  };
}
