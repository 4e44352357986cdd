import { LEGAL_LAST_UPDATED, MINIMUM_AGE } from '../legal-info';
import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-of-service-sections';

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          These terms are the agreement between you and Squadup for using the service. They are
          written to be read: the short version is be honest, be kind, respect other people&apos;s
          work, and be at least {MINIMUM_AGE} years old.
        </p>
      }
      sections={TERMS_SECTIONS}
      related={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    />
  );
}
