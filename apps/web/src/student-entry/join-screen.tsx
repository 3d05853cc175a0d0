/**
 * The join screens, each mounted here once for both entries: the lean entry draws them in its
 * public frame, the full app in its router (app/routes.tsx), both from the same route value.
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
