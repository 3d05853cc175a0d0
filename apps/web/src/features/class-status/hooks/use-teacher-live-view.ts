import type { Lecture } from '@o4f/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useLiveConnections } from './use-live-connections.ts';
import { liveLectureState } from './use-pinned-lecture.ts';
import type { ExpressionsSocket } from './use-teacher-expressions.ts';
import { useLectureEnded } from './use-lecture-ended.ts';
import { useTeacherSignals } from './use-teacher-signals.ts';

/**
 * What the presentation and remote views share: the lecture's live connections, its signals
 * (new-question count, end of lecture), the class status and questions side panels and the Q&A
 * and Back actions.
 * `onConnect` must be stable (useCallback): it tells the lecture which slide is on screen.
 */
export function useTeacherLiveView(
  lecture: Lecture,
  onConnect: (socket: ExpressionsSocket) => void,
) {
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const [questionsOpen, setQuestionsOpen] = useState(false);
  const live = useLiveConnections(lecture, { onConnect });
  const handleEnded = useLectureEnded();
  const signals = useTeacherSignals(lecture, { onLectureEnded: handleEnded });

  const toolbar = {
    onBack: () => void navigate(paths.teacher.classStatus, { state: liveLectureState(lecture) }),
    onQuestions: () => {
      signals.clearNewQuestions();
      void navigate(paths.lecture.questions(lecture.lectureNum));
    },
    newQuestions: signals.newQuestions,
    panelOpen,
    onTogglePanel: () => setPanelOpen((open) => !open),
    questionsOpen,
    onToggleQuestions: () => setQuestionsOpen((open) => !open),
  };
  return {
    live,
    panelOpen,
    closePanel: () => setPanelOpen(false),
    questionsOpen,
    closeQuestions: () => setQuestionsOpen(false),
    toolbar,
  };
}
