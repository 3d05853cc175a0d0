// People: each person in a journey gets a browser context of their own.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Session } from './api.ts';

export interface User {
  context: BrowserContext;
  page: Page;
}

/** A person with a fresh browser (no storage); `mobile` gives a phone-sized touch screen. */
export async function newUser(browser: Browser, options: { mobile?: boolean } = {}): Promise<User> {
  const context = await browser.newContext(
    options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  return { context, page };
}

/** Stores a session the way the web app does after a login (keys from the spec). */
export async function signIn(page: Page, session: Session, landing: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((stored) => {
    localStorage.setItem('anonToken', stored.token);
    localStorage.setItem('anon_user_role', stored.role);
    if (stored.isAdmin) localStorage.setItem('isAdmin', 'true');
  }, session);
  await page.goto(landing);
}
