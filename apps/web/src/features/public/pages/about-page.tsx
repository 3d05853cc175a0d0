import BarChartIcon from '@mui/icons-material/BarChart';
import BoltIcon from '@mui/icons-material/Bolt';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ForumIcon from '@mui/icons-material/Forum';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import {
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { paths } from '../../../lib/paths.ts';
import { text } from '../../../text/en.ts';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

const FEATURE_ICONS = [BoltIcon, SlideshowIcon, ForumIcon, BarChartIcon, PrivacyTipIcon];

export default function AboutPage() {
  usePageTitle(text.about.title);
  const [expanded, setExpanded] = useState(false);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <Logo size={96} title={text.common.logoAlt} />
      {/* 3rem of 'Open4Feedback' is wider than a 360 px phone: smaller there, and it may wrap. */}
      <Typography
        variant="h3"
        component="h1"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '2.25rem', sm: '3rem' },
          overflowWrap: 'anywhere',
          maxWidth: '100%',
        }}
      >
        {text.about.title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 560 }}>
        {text.about.tagline}
      </Typography>
      <Typography sx={{ maxWidth: 560 }}>{text.about.intro}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        <Button
          component={Link}
          // A newcomer lands on the join screen (the Lecture Code field); the login for
          // returning students is one tap away there.
          to={`${paths.oldOrNewStudent}?new=1`}
          variant="contained"
          size="large"
          sx={{ minWidth: 160 }}
        >
          {text.about.student}
        </Button>
        <Button
          component={Link}
          to={paths.teacherLogin}
          variant="outlined"
          size="large"
          sx={{ minWidth: 160 }}
        >
          {text.about.teacher}
        </Button>
      </Stack>
      <Button
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
        aria-controls="about-features"
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
          />
        }
      >
        {expanded ? text.about.showLess : text.about.learnMore}
      </Button>
      <Collapse in={expanded} id="about-features" sx={{ width: '100%' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            textAlign: 'left',
          }}
        >
          {text.about.features.map((feature, index) => {
            const Icon = FEATURE_ICONS[index] ?? BoltIcon;
            return (
              <Card key={feature.title} variant="outlined">
                <CardContent>
                  <Icon color="primary" aria-hidden />
                  <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {feature.body}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Box>
      </Collapse>
      <MuiLink component={Link} to={paths.privacyPolicy}>
        {text.about.privacyLink}
      </MuiLink>
    </Stack>
  );
}
