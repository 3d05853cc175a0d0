/** Browser traits the join flow adapts to. */

// Safari saves a download asynchronously and may leave the page first; it gets a gated button.
const SAFARI_LIKE = /^((?!chrome|android).)*safari/i;

export const isSafariLike = (userAgent: string): boolean => SAFARI_LIKE.test(userAgent);

const TOUCH_DEVICE = /android|iphone|ipad|ipod|mobile|silk|opera mini/i;

/** A phone: narrower than MUI's md breakpoint, or a touch device's user agent. */
export const isPhone = (narrowScreen: boolean, userAgent: string): boolean =>
  narrowScreen || TOUCH_DEVICE.test(userAgent);
