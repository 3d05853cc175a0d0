import BarChartIcon from '@mui/icons-material/BarChart';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForumIcon from '@mui/icons-material/Forum';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { Lecture } from '@o4f/contract';
import type { ReactNode } from 'react';
import { text } from '../../../text/en.ts';

export type LectureAction = 'statistics' | 'myQuestions' | 'myAnswers' | 'edit';

const ITEMS: { action: LectureAction; icon: ReactNode }[] = [
  { action: 'statistics', icon: <BarChartIcon fontSize="small" /> },
  { action: 'myQuestions', icon: <QuestionAnswerIcon fontSize="small" /> },
  { action: 'myAnswers', icon: <ForumIcon fontSize="small" /> },
  { action: 'edit', icon: <EditOutlinedIcon fontSize="small" /> },
];

interface LectureActionsMenuProps {
  lecture: Lecture | null;
  anchor: HTMLElement | null;
  onClose: () => void;
  onAction: (lecture: Lecture, action: LectureAction) => void;
}

export function LectureActionsMenu({
  lecture,
  anchor,
  onClose,
  onAction,
}: LectureActionsMenuProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(lecture && anchor)} onClose={onClose}>
      {ITEMS.map(({ action, icon }) => (
        <MenuItem
          key={action}
          onClick={() => {
            onClose();
            if (lecture) onAction(lecture, action);
          }}
        >
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText>{text.lectures.menu[action]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
