import { afterEach, describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en, text } from './en.ts';
import { activateCatalogue } from './active.ts';
import { activeLocale, applyLocale, matchLocale } from './locale.ts';
import { LOCALES } from './locales.ts';

const german = LOCALES.find((locale) => locale.code === 'de')!;

afterEach(() => applyLocale(LOCALES[0]));

describe('choosing the language', () => {
  it('takes the stored choice first, then the first browser language spoken, else English', () => {
    expect(matchLocale('de', ['en-US']).code).toBe('de');
    expect(matchLocale(null, ['nl-NL', 'de-AT', 'en']).code).toBe('de');
    expect(matchLocale('xx', ['DE']).code).toBe('de');
    expect(matchLocale(null, ['nl', 'pt-BR']).code).toBe('en');
    expect(matchLocale(null, []).code).toBe('en');
  });

  it("sets the page's title and description with the catalogue", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = en.common.documentDescription;
    document.head.append(meta);
    try {
      await applyLocale(german);
      expect(document.title).toBe(de.common.productName);
      expect(meta.content).toBe(de.common.documentDescription);
      expect(meta.content).not.toBe(en.common.documentDescription);
      await applyLocale(LOCALES[0]);
      expect(document.title).toBe('Open4Feedback');
      expect(meta.content).toBe(en.common.documentDescription);
    } finally {
      meta.remove();
    }
  });

  it('sets <html lang> and dir with the catalogue', async () => {
    await applyLocale(german);
    expect(activeLocale().code).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    await applyLocale(LOCALES[0]);
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('text in the active language', () => {
  it('answers in the active catalogue, module-level aliases included', async () => {
    const alias = text.join.waitingRoom;
    expect(alias.title).toBe('Waiting Room');
    await applyLocale(german);
    expect(alias.title).toBe('Warteraum');
    expect(text.live.reactions[1]).toBe('Ich bin raus');
    expect(text.join.waitingRoom.redirecting(1)).toBe('Weiterleitung in 1 Sekunde …');
    await applyLocale(LOCALES[0]);
    expect(alias.title).toBe(en.join.waitingRoom.title);
  });

  it('keeps lists lists and objects enumerable', () => {
    activateCatalogue(de);
    expect(Array.isArray(text.howItWorks.faq)).toBe(true);
    expect(text.howItWorks.faq).toHaveLength(13);
    expect(text.about.features.map((feature) => feature.title)[0]).toBe('Feedback in Echtzeit');
    expect([...text.privacy.sections].map((section) => section.heading)[0]).toBe('Wer wir sind');
    expect(Object.entries(text.live.reactions).map(([tag, name]) => `${tag}:${name}`)).toEqual([
      '1:Ich bin raus',
      '2:Unklar',
      '3:Super!',
      '4:Zu schwer',
      '5:Zu einfach',
    ]);
    expect({ ...text.qaLists.tabs }).toEqual({ my: 'Meine', all: 'Alle', doghouse: 'Strafbank' });
    activateCatalogue(null);
    expect(text.qaLists.tabs.doghouse).toBe('Doghouse');
  });

  it('falls back to English for a text the active catalogue lacks', () => {
    activateCatalogue({ common: {} });
    expect(text.common.productName).toBe('Open4Feedback');
    activateCatalogue(null);
  });
});
