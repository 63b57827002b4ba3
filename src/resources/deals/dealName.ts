import type { Deal } from '../../dataProvider/deals.ts';

/**
 * A deal's name wherever one is shown (the resource's record representation too): its title, else its property's address.
 * Its own file: the resource's index loads with the app, and must not bring the stage helpers (and the server's deal
 * schemas, hence TypeBox) into the first page's JavaScript.
 */
export const dealName = (deal: Pick<Deal, 'title' | 'address'> | undefined) => deal?.title || deal?.address || 'Deal';
