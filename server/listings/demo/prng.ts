/** Small seeded PRNG (mulberry32): the demo data is the same on every machine for the same seed and day. */
export class Random {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /**
   * Picks by weight from [value, weight] pairs. Indexed loops: iterating and destructuring the pairs allocated an iterator
   * result per pair, a third of all the memory a seeding allocated (2026-11-28).
   */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (let i = 0; i < pairs.length; i++) total += pairs[i]![1];
    let roll = this.next() * total;
    for (let i = 0; i < pairs.length; i++) if ((roll -= pairs[i]![1]) < 0) return pairs[i]![0];
    return pairs[pairs.length - 1]![0];
  }

  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
