import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Paper,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useStoredSession } from '../../../lib/session.ts';
import type { StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export type HowItWorksTab = 'student' | 'teacher' | 'faq';

/** Student for a student, Teacher for a teacher, FAQ for anyone else. */
export const defaultTab = (role: StoredRole | null): HowItWorksTab =>
  role === 'STUDENT' ? 'student' : role === 'TEACHER' ? 'teacher' : 'faq';

function Steps({ steps }: { steps: readonly { heading: string; body: string }[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step) => (
        <Box component="li" key={step.heading} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {step.heading}
          </Typography>
          <Typography color="text.secondary">{step.body}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function HowItWorksPage() {
  usePageTitle(text.howItWorks.title);
  const { token, role } = useStoredSession();
  const [tab, setTab] = useState<HowItWorksTab>(() => defaultTab(token ? role : null));

  return (
    <Paper variant="outlined" sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {text.howItWorks.title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: HowItWorksTab) => setTab(value)}
        aria-label={text.howItWorks.tabsLabel}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="student"
          label={text.howItWorks.tabs.student}
          id="hiw-tab-student"
          aria-controls="hiw-panel"
        />
        <Tab
          value="teacher"
          label={text.howItWorks.tabs.teacher}
          id="hiw-tab-teacher"
          aria-controls="hiw-panel"
        />
        <Tab
          value="faq"
          label={text.howItWorks.tabs.faq}
          id="hiw-tab-faq"
          aria-controls="hiw-panel"
        />
      </Tabs>
      <Box
        role="tabpanel"
        id="hiw-panel"
        aria-labelledby={`hiw-tab-${tab}`}
        tabIndex={0}
        sx={{ height: '75vh', overflowY: 'auto', p: { xs: 2, sm: 3 } }}
      >
        {tab === 'student' && <Steps steps={text.howItWorks.student} />}
        {tab === 'teacher' && <Steps steps={text.howItWorks.teacher} />}
        {tab === 'faq' &&
          text.howItWorks.faq.map((entry, index) => (
            <Accordion key={entry.question} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${index}-header`}
                aria-controls={`faq-${index}-content`}
              >
                <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${index}-content`}>
                <Typography color="text.secondary">{entry.answer}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
      </Box>
    </Paper>
  );
}
