/** The language menu of every page's footer: each language in its own name; a choice reloads. */
import type { ChangeEvent, CSSProperties } from 'react';
import { text } from '../text/en.ts';
import { activeLocale, chooseLanguage } from '../text/locale.ts';
import { LOCALES, type LocaleCode } from '../text/locales.ts';

// Plain HTML, so the lean student pages draw it without the UI kit; colours follow the page.
const selectStyle: CSSProperties = {
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '2px 4px',
  minHeight: 32,
};

export function LanguageSelect() {
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    chooseLanguage(event.target.value as LocaleCode);
  return (
    <label
      className="language-select"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5em' }}
    >
      <span>{text.common.language}</span>
      <select value={activeLocale().code} onChange={handleChange} style={selectStyle}>
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </label>
  );
}
