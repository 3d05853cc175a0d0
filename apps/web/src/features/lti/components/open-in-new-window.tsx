/**
 * "Open in a new window", shown only inside an LMS frame: the same page outside the frame,
 * signed in. The frame answers the new window's request for the session while this is mounted.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { isFramed } from '../../../lib/framed.ts';
import { answerSessionRequests, newWindowHref } from '../utils/framing.ts';

export function OpenInNewWindow() {
  const [framed] = useState(isFramed);
  const location = useLocation();

  useEffect(() => (framed ? answerSessionRequests() : undefined), [framed]);

  if (!framed) return null;
  return (
    <Button
      component="a"
      href={newWindowHref(paths.lti.launch, `${location.pathname}${location.search}`)}
      target="_blank"
      // The new window asks this frame for the session, so it must keep its opener.
      rel="opener"
      color="inherit"
      size="small"
      startIcon={<OpenInNewIcon />}
      title={text.lti.openInNewWindowHint}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text.lti.openInNewWindow}
    </Button>
  );
}
