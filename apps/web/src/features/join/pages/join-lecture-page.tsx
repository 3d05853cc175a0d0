import { useStoredSession } from '../../../lib/session.ts';
import { text } from '../../../text/en.ts';
import { JoinCard } from '../components/join-card.tsx';
import { JoinLectureForm } from '../components/join-lecture-form.tsx';

/** 'Enter Lecture Code': a known code continues to /pick-card with the class id. */
export default function JoinLecturePage() {
  const { token } = useStoredSession();
  return (
    <JoinCard title={text.join.title}>
      <JoinLectureForm showAfterLoginNote={Boolean(token)} />
    </JoinCard>
  );
}
