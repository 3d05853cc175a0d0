/**
 * The join screens, each mounted here once, from a route value; the lean entry draws them in its
 * join frame (lean-app.tsx), for everyone: the full app gives their paths back (main.tsx).
 */
import { JoinByCodePage, OldOrNewStudentPage, PickCardPage } from './join-pages.tsx';
import type { JoinRoute } from './routes.ts';
import { CredentialsPage, WaitingRoomPage } from './waiting-room.tsx';

export function JoinScreen({ route }: { route: JoinRoute }) {
  switch (route.page) {
    case 'old-or-new':
      return <OldOrNewStudentPage />;
    case 'join-by-code':
      return <JoinByCodePage />;
    case 'pick-card':
      return <PickCardPage />;
    case 'waiting-room':
      return <WaitingRoomPage />;
    case 'credentials':
      return <CredentialsPage mobile={route.mobile} />;
  }
}
