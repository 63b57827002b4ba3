import { plural } from './format.ts';

export type Noun = [one: string, many: string];

/** "1 contact", "3 contacts". */
export const countOf = (count: number, [one, many]: Noun) => plural(count, one, many);
