import { text } from '../../../text/en.ts';
import { LegalDocument } from '../components/legal-document.tsx';

export default function TermsPage() {
  return (
    <LegalDocument
      title={text.terms.title}
      lastUpdated={text.terms.lastUpdated}
      sections={text.terms.sections}
    />
  );
}
