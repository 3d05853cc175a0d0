// The 12 masks a student picks from to get a lecture pseudonym ("Fox 17").
// A pseudonym is the mask's name, a space and a number; it is unique within one lecture and
// means nothing outside it. The number is drawn at random (not in join order) so that neither
// the order of arrival nor a student's pseudonym in another lecture can be read from it.
export const MASKS = [
  { id: 1, name: 'Fox' },
  { id: 2, name: 'Owl' },
  { id: 3, name: 'Bear' },
  { id: 4, name: 'Wolf' },
  { id: 5, name: 'Panda' },
  { id: 6, name: 'Tiger' },
  { id: 7, name: 'Koala' },
  { id: 8, name: 'Lion' },
  { id: 9, name: 'Rabbit' },
  { id: 10, name: 'Penguin' },
  { id: 11, name: 'Eagle' },
  { id: 12, name: 'Dolphin' },
] as const;

export type Mask = (typeof MASKS)[number];
export type MaskId = Mask['id'];

export const MASK_COUNT = MASKS.length;

export function isMaskId(value: unknown): value is MaskId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MASK_COUNT;
}

export function maskName(id: MaskId): string {
  return MASKS[id - 1]!.name;
}

export function formatPseudonym(maskId: MaskId, number: number): string {
  return `${maskName(maskId)} ${number}`;
}

const PSEUDONYM_PATTERN = /^([A-Za-z]+) ([1-9]\d*)$/;

export function parsePseudonym(pseudonym: string): { maskId: MaskId; number: number } | null {
  const match = PSEUDONYM_PATTERN.exec(pseudonym);
  if (!match) return null;
  const mask = MASKS.find((candidate) => candidate.name === match[1]);
  return mask ? { maskId: mask.id, number: Number(match[2]) } : null;
}

/** Numbers start in 1..99 and the range grows tenfold whenever it is half used. */
export const PSEUDONYM_FIRST_RANGE = 99;

/**
 * A random number not in `taken` (the numbers already used with this mask in this lecture).
 * The caller still relies on a unique constraint and retries if a concurrent admission won.
 */
export function pickPseudonymNumber(
  taken: ReadonlySet<number>,
  random: () => number = Math.random,
): number {
  let range = PSEUDONYM_FIRST_RANGE;
  while (taken.size * 2 >= range) range = range * 10 + 9;
  for (;;) {
    const candidate = 1 + Math.floor(random() * range);
    if (!taken.has(candidate)) return candidate;
  }
}
