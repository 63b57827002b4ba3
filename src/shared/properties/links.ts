/** Where a property's screens live: its details, its photo gallery (spec route products/properties/photos/{id}) and its report. */
export const propertyHref = (id: string) => `/products/properties/${id}`;
export const propertyPhotosHref = (id: string) => `/products/properties/photos/${id}`;
/** The full property report for a listing: shows the cost, then generates it. */
export const reportHref = (id: string) => `/report?property_id=${id}`;
