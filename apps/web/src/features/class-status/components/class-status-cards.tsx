import { Box } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import type { LiveConnections } from '../hooks/use-live-connections.ts';
import { ClassInfoCard } from './class-info-card.tsx';
import { LectureCodeCard } from './lecture-code-card.tsx';
import { PermissionsCard } from './permissions-card.tsx';
import { WaitingRoomCard } from './waiting-room-card.tsx';

interface ClassStatusCardsProps {
  lecture: Lecture;
  live: LiveConnections;
  /** The side panel of the presentation and remote views: one column, short labels. */
  variant?: 'page' | 'side';
}

/** The four cards: Lecture Code, Permissions, Class info and Waiting room (side: code first). */
export function ClassStatusCards({ lecture, live, variant = 'page' }: ClassStatusCardsProps) {
  const side = variant === 'side';
  const code = <LectureCodeCard key="code" code={live.code} short={side} />;
  const permissions = (
    <PermissionsCard key="permissions" lecture={lecture} expressions={live.expressions} />
  );
  const info = (
    <ClassInfoCard key="info" courseId={lecture.courseId} lectureNum={lecture.lectureNum} />
  );
  const waiting = (
    <WaitingRoomCard
      key="waiting"
      waitingRoom={live.waitingRoom}
      lecture={{ courseId: lecture.courseId, lectureNum: lecture.lectureNum }}
    />
  );
  const cards = side ? [code, waiting, info, permissions] : [code, permissions, info, waiting];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: side ? '1fr' : { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {cards}
    </Box>
  );
}
