export type Noun = [one: string, many: string];

/** "1 contact", "3 contacts". */
export const countOf = (count: number, [one, many]: Noun) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
