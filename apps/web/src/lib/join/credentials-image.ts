/** The 400x400 PNG a new student downloads: product name, Private ID and password. */
import { text } from '../../text/en.ts';

export const CREDENTIALS_IMAGE_SIZE = 400;
export const CREDENTIALS_FILE_NAME = 'o4f-credentials.png';

const MARGIN = 30;
const MAX_TEXT_WIDTH = CREDENTIALS_IMAGE_SIZE - 2 * MARGIN;

export interface TextOp {
  text: string;
  x: number;
  /** Baseline position. */
  y: number;
  font: string;
  color: string;
}

export interface CredentialsImageLayout {
  width: number;
  height: number;
  background: string;
  border: { x: number; y: number; width: number; height: number; color: string };
  texts: TextOp[];
}

/** Width of `value` drawn in `font`, in pixels. */
export type MeasureText = (value: string, font: string) => number;

const fontSize = (font: string): number => Number(/(\d+)px/.exec(font)?.[1] ?? 16);

/** A monospace estimate, used where no canvas can measure (tests, layout checks). */
export const estimateTextWidth: MeasureText = (value, font) => value.length * fontSize(font) * 0.62;

/** Splits a value into lines no wider than the image allows (credentials have no spaces). */
export function wrapValue(value: string, font: string, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of value) {
    if (line && measure(line + char, font) > MAX_TEXT_WIDTH) {
      lines.push(line);
      line = '';
    }
    line += char;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** Where every piece of text goes; pure, so it is tested without a canvas. */
export function layoutCredentialsImage(
  credentials: { anonId: string; password: string },
  measure: MeasureText = estimateTextWidth,
): CredentialsImageLayout {
  const size = CREDENTIALS_IMAGE_SIZE;
  const centre = size / 2;
  const labels = text.join.credentials;
  const texts: TextOp[] = [
    { text: labels.imageTitle, x: centre, y: 64, font: 'bold 30px sans-serif', color: '#1565c0' },
    { text: labels.imageSubtitle, x: centre, y: 94, font: '16px sans-serif', color: '#455a64' },
  ];

  // Long values shrink before they wrap, so a normal credential stays on one readable line.
  const valueFont = (value: string) =>
    [26, 22, 18]
      .map((px) => `bold ${px}px monospace`)
      .find((font) => {
        return measure(value, font) <= MAX_TEXT_WIDTH;
      }) ?? 'bold 18px monospace';

  let y = 150;
  for (const [label, value] of [
    [labels.privateId, credentials.anonId],
    [labels.password, credentials.password],
  ] as const) {
    texts.push({ text: label, x: centre, y, font: '16px sans-serif', color: '#455a64' });
    const font = valueFont(value);
    const lineHeight = fontSize(font) + 8;
    y += lineHeight + 4;
    for (const line of wrapValue(value, font, measure)) {
      texts.push({ text: line, x: centre, y, font, color: '#111111' });
      y += lineHeight;
    }
    y += 26;
  }

  texts.push({
    text: labels.imageFooter,
    x: centre,
    y: size - 28,
    font: 'italic 14px sans-serif',
    color: '#455a64',
  });

  return {
    width: size,
    height: size,
    background: '#ffffff',
    border: { x: 8, y: 8, width: size - 16, height: size - 16, color: '#1565c0' },
    texts,
  };
}

type DrawingContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textAlign' | 'textBaseline'
> &
  Pick<CanvasRenderingContext2D, 'fillRect' | 'strokeRect' | 'fillText'>;

export function drawCredentialsImage(ctx: DrawingContext, layout: CredentialsImageLayout): void {
  ctx.fillStyle = layout.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.strokeStyle = layout.border.color;
  ctx.lineWidth = 3;
  ctx.strokeRect(layout.border.x, layout.border.y, layout.border.width, layout.border.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  for (const op of layout.texts) {
    ctx.font = op.font;
    ctx.fillStyle = op.color;
    ctx.fillText(op.text, op.x, op.y, MAX_TEXT_WIDTH);
  }
}

/** A 400x400 canvas with the credentials drawn on it. */
export function renderCredentialsCanvas(
  credentials: { anonId: string; password: string },
  doc: Pick<Document, 'createElement'> = document,
): HTMLCanvasElement {
  const canvas = doc.createElement('canvas');
  canvas.width = CREDENTIALS_IMAGE_SIZE;
  canvas.height = CREDENTIALS_IMAGE_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  const measure: MeasureText = (value, font) => {
    ctx.font = font;
    return ctx.measureText(value).width;
  };
  drawCredentialsImage(ctx, layoutCredentialsImage(credentials, measure));
  return canvas;
}

/** Saves the image as o4f-credentials.png (canvas → PNG blob → object URL → link click). */
export function downloadCredentialsImage(credentials: {
  anonId: string;
  password: string;
}): Promise<void> {
  const canvas = renderCredentialsCanvas(credentials);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error('The image could not be created'));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = CREDENTIALS_FILE_NAME;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, 'image/png');
  });
}
