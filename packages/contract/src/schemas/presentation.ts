// A lecture's PDF presentation: what the upload answers and what GET .../presentation/meta returns.
import { z } from 'zod';

/** Answer of POST .../presentation (the spec's client reads `createdAt` and `originalname`). */
export const presentationUploaded = z.object({
  createdAt: z.string(),
  originalname: z.string(),
});
export type PresentationUploaded = z.infer<typeof presentationUploaded>;

/** GET .../presentation/meta: `fileName` and `originalname` both hold the original file name. */
export const presentationMeta = presentationUploaded.extend({
  fileName: z.string(),
  size: z.number().int().nonnegative(),
});
export type PresentationMeta = z.infer<typeof presentationMeta>;

export const PRESENTATION_FIELD = 'presentation';
export const PRESENTATION_MIME = 'application/pdf';
