import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../text/en.ts';
import { pageTitle, usePageTitle } from './use-page-title.ts';

function Page({ heading }: { heading: string | null }) {
  usePageTitle(heading);
  return null;
}

afterEach(cleanup);

describe("the browser tab's title", () => {
  it('names the page before the product, and the product alone without a heading or on its own page', () => {
    expect(pageTitle('My Settings')).toBe('My Settings – Open4Feedback');
    expect(pageTitle(null)).toBe('Open4Feedback');
    expect(pageTitle('')).toBe('Open4Feedback');
    expect(pageTitle(text.common.productName)).toBe('Open4Feedback');
  });

  it('follows the heading while the page is shown, and is the product again once it goes', () => {
    const { rerender, unmount } = render(<Page heading={null} />);
    expect(document.title).toBe('Open4Feedback');
    rerender(<Page heading="Resonance" />);
    expect(document.title).toBe('Resonance – Open4Feedback');
    rerender(<Page heading="Standing waves" />);
    expect(document.title).toBe('Standing waves – Open4Feedback');
    unmount();
    expect(document.title).toBe('Open4Feedback');
  });
});
