import type { ApiRequest } from '../auth/httpClient.ts';
import type { Profile } from '../auth/session.ts';

export type ProfileChanges = Pick<Profile, 'firstname' | 'lastname' | 'phone' | 'company' | 'timezone'>;

/** The signed-in user's profile (GET /users/profile/, PUT /users/update/). */
export function userMethods(request: ApiRequest) {
  return {
    getProfile: async (): Promise<Profile> => (await request('/users/profile/')).json as Profile,
    updateProfile: async (changes: ProfileChanges): Promise<Profile> =>
      (await request('/users/update/', { method: 'PUT', body: JSON.stringify(changes) })).json as Profile,
  };
}
