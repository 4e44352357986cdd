import { LEGAL_LAST_UPDATED } from '../legal-info';
import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-policy-sections';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          Squadup helps students, alumni and professionals find teammates. This policy explains what
          information we collect when you use Squadup, why, who can see it, and the choices you
          have.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      related={{ to: '/terms-of-service', label: 'Terms of Service' }}
    />
  );
}
