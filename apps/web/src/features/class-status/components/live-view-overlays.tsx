import type { Lecture } from '@o4f/contract';
import { ClassStatusPanel } from './class-status-panel.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import { WaitingRoomUpdateDialog } from './waiting-room-card.tsx';
import type { LiveConnections } from '../hooks/use-live-connections.ts';

/** The class status side panel and the waiting-room and extension dialogs of a live view. */
export function LiveViewOverlays(props: {
  lecture: Lecture;
  live: LiveConnections;
  panelOpen: boolean;
  onClosePanel: () => void;
}) {
  const { lecture, live } = props;
  return (
    <>
      <ClassStatusPanel
        open={props.panelOpen}
        onClose={props.onClosePanel}
        lecture={lecture}
        live={live}
      />
      <WaitingRoomUpdateDialog waitingRoom={live.waitingRoom} />
      <ExtensionDialog prompt={live.extension} />
    </>
  );
}
