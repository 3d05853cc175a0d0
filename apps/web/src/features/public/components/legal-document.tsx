import { Paper, Typography } from '@mui/material';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A titled document of headed sections (privacy policy, terms). */
export function LegalDocument({
  title,
  lastUpdated,
  sections,
}: {
  title: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}) {
  usePageTitle(title);
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {lastUpdated}
      </Typography>
      {sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Paper>
  );
}
