/** For icons that point the way the text runs (back, previous, next): mirrored right to left. */
export const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
