import type { StoredRole } from '../../../lib/storage.ts';
import { QaListScreen } from '../components/qa-list-screen.tsx';

export default function MyDiscussionsPage({ role }: { role: StoredRole }) {
  return <QaListScreen key={role} kind="discussions" role={role} />;
}
