import type { Lecture } from '@o4f/contract';
import { Suspense, type ComponentType } from 'react';

/** The questions panel's width beside the slide (full width on a phone). */
export const QUESTIONS_PANEL_WIDTH = 360;

export interface QuestionsPanelProps {
  lecture: Lecture;
  open: boolean;
  onClose: () => void;
  width: number;
}

/**
 * The lecture's questions beside the slide. The component comes from the Q&A feature, composed
 * at route level (a feature imports no other feature), and may be lazy.
 */
export type QuestionsPanelComponent = ComponentType<QuestionsPanelProps>;

export function QuestionsPanelSlot({
  Panel,
  ...props
}: QuestionsPanelProps & { Panel?: QuestionsPanelComponent }) {
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
