import { describe, expect, it, vi } from 'vitest';
import {
  CREDENTIALS_FILE_NAME,
  CREDENTIALS_IMAGE_SIZE,
  drawCredentialsImage,
  estimateTextWidth,
  layoutCredentialsImage,
  renderCredentialsCanvas,
  wrapValue,
} from './credentials-image.ts';

const credentials = { anonId: 'k3v9q2m7x4tp', password: 'Wq7-fT2k-9LmZ' };

describe('credentials image', () => {
  it('lays the credentials out on a 400x400 image, inside its borders', () => {
    const layout = layoutCredentialsImage(credentials);
    expect(CREDENTIALS_IMAGE_SIZE).toBe(400);
    expect(CREDENTIALS_FILE_NAME).toBe('o4f-credentials.png');
    expect([layout.width, layout.height]).toEqual([400, 400]);
    const texts = layout.texts.map((op) => op.text);
    expect(texts).toEqual([
      'Open4Feedback',
      'Your login credentials',
      'Private ID',
      credentials.anonId,
      'Password',
      credentials.password,
      'Keep this image private.',
    ]);
    for (const op of layout.texts) {
      expect(op.y).toBeGreaterThan(0);
      expect(op.y).toBeLessThan(400);
      expect(estimateTextWidth(op.text, op.font)).toBeLessThanOrEqual(340);
    }
    const ys = layout.texts.map((op) => op.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('wraps a value too long for one line and keeps every line readable', () => {
    const long = 'x'.repeat(50);
    expect(wrapValue(long, 'bold 18px monospace', estimateTextWidth).join('')).toBe(long);
    const layout = layoutCredentialsImage({ anonId: long, password: 'short' });
    const valueLines = layout.texts.filter((op) => op.text.startsWith('x'));
    expect(valueLines.length).toBeGreaterThan(1);
    expect(valueLines.every((op) => /\b18px/.test(op.font))).toBe(true);
    expect(Math.max(...layout.texts.map((op) => op.y))).toBeLessThan(400);
  });

  it('draws a white background and every text on a 400x400 canvas', () => {
    const ctx = {
      fillRect: vi.fn(),
      strokeRect: vi.fn(),
      fillText: vi.fn(),
      measureText: vi.fn((value: string) => ({ width: value.length * 10 })),
    } as Record<string, unknown>;
    const canvas = { width: 0, height: 0, getContext: vi.fn(() => ctx) };
    const doc = { createElement: vi.fn(() => canvas) } as unknown as Document;

    const result = renderCredentialsCanvas(credentials, doc);
    expect(result).toBe(canvas);
    expect([canvas.width, canvas.height]).toEqual([400, 400]);
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 400, 400);
    const drawn = (ctx.fillText as ReturnType<typeof vi.fn>).mock.calls.map((call) => call[0]);
    expect(drawn).toContain(credentials.anonId);
    expect(drawn).toContain(credentials.password);
  });

  it('draws from a layout with the layout colours', () => {
    const ctx = { fillRect: vi.fn(), strokeRect: vi.fn(), fillText: vi.fn() } as never;
    drawCredentialsImage(ctx, layoutCredentialsImage(credentials));
    expect((ctx as { fillText: ReturnType<typeof vi.fn> }).fillText).toHaveBeenCalledTimes(7);
  });
});
