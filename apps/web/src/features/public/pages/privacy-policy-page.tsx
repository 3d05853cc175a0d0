import { text } from '../../../text/en.ts';
import { LegalDocument } from '../components/legal-document.tsx';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title={text.privacy.title}
      lastUpdated={text.privacy.lastUpdated}
      sections={text.privacy.sections}
    />
  );
}
