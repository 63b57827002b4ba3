/** Portal addresses used in mail; the SPA routes are the spec's (section 2). */
export const savedSearchLink = (publicUrl: string, savedSearchId: number) => `${publicUrl}/products/lists/saved-searches/${savedSearchId}`;
