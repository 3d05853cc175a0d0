/** Course cards show at most this many characters of a name before the ellipsis. */
export const COURSE_NAME_MAX_LENGTH = 35;

export function truncateName(name: string, max = COURSE_NAME_MAX_LENGTH): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}
