/** The light / dark / system choice, beside the language menu in every page's footer. */
import type { ChangeEvent, CSSProperties } from 'react';
import {
  COLOR_SCHEME_CHOICES,
  useColorSchemeChoice,
  type ColorSchemeChoice,
} from '../lib/color-scheme.ts';
import { text } from '../text/en.ts';

// Plain HTML, as the language menu, so that the lean student pages draw it without the UI kit.
const selectStyle: CSSProperties = {
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '2px 4px',
  minHeight: 32,
};

export function ThemeSelect() {
  const [choice, setChoice] = useColorSchemeChoice();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) =>
    setChoice(event.target.value as ColorSchemeChoice);
  return (
    <label
      className="theme-select"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5em' }}
    >
      <span>{text.common.theme.label}</span>
      <select value={choice} onChange={handleChange} style={selectStyle}>
        {COLOR_SCHEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {text.common.theme[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
