/** Navigation from outside React (the api client): the router registers its navigate here. */
type NavigateFn = (to: string, options?: { replace?: boolean }) => unknown;

let navigateFn: NavigateFn | null = null;

export function setNavigate(fn: NavigateFn | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) void navigateFn(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
