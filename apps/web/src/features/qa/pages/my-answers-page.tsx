import type { StoredRole } from '../../../lib/storage.ts';
import { QaListScreen } from '../components/qa-list-screen.tsx';

export default function MyAnswersPage({ role }: { role: StoredRole }) {
  return <QaListScreen key={role} kind="answers" role={role} />;
}
