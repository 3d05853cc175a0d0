import type { Lecture } from '@o4f/contract';
import { ClassStatusPanel } from './class-status-panel.tsx';
import { ExtensionDialog } from './extension-dialog.tsx';
import type { LiveConnections } from '../hooks/use-live-connections.ts';

/**
 * The class status side panel and the extension dialog of a live view (the waiting room's
 * question is the compact WaitingRoomPanel in the view's flow, not a dialog over the slide).
 */
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
      <ExtensionDialog prompt={live.extension} />
    </>
  );
}
