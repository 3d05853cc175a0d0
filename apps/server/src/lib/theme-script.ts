/**
 * The web app's one inline script (apps/web/index.html: the light / dark choice marks <html>
 * before the first paint), allowed by the Content-Security-Policy by its hash rather than by
 * 'unsafe-inline'. theme-script.test.ts fails when the script changes and this does not.
 */
export const THEME_SCRIPT_HASH = "'sha256-VfSDJpnyTwuFjB3lwNuCyPRmOrjMm3XibP5V5hLZBQc='";
