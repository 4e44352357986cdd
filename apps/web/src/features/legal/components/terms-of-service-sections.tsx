import { Link } from 'react-router-dom';
import { LEGAL_EMAIL, MINIMUM_AGE } from '../legal-info';
import type { LegalSection } from './legal-document';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <p>
        By creating an account or using Squadup you agree to these terms and to our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use
        Squadup.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Squadup',
    body: (
      <>
        <p>
          <strong>You must be at least {MINIMUM_AGE} years old to use Squadup.</strong> Members
          under {MINIMUM_AGE} are not allowed to create an account, and we delete accounts that we
          learn belong to someone younger.
        </p>
        <p>
          If you are under the age of majority where you live, you may use Squadup only with the
          permission of a parent or guardian, who accepts these terms on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate information and keep your name and e-mail address up to date.</li>
        <li>
          Keep your password to yourself; you are responsible for what happens under your account.
        </li>
        <li>One person, one account. Do not sign up on behalf of someone else.</li>
        <li>
          Tell us straight away at the address below if you think your account has been compromised.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You own what you post: your profile, project posts, applications and messages. You give
        Squadup a limited licence to store, display and deliver that content to the members it is
        meant for, only for running the service. You confirm that you have the right to share what
        you post and that it does not infringe anyone else&apos;s rights.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Squadup is a place to build things together. You agree not to:</p>
        <ul>
          <li>harass, threaten, discriminate against or impersonate anyone;</li>
          <li>post spam, scams, unpaid-work schemes disguised as projects, or illegal content;</li>
          <li>
            collect other members&apos; data, scrape the service or send bulk unsolicited messages;
          </li>
          <li>try to break, overload or get around the security of Squadup.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'projects-and-collaboration',
    title: 'Projects and collaboration',
    body: (
      <p>
        Squadup connects people; it is not a party to the projects they build. Agreements about
        roles, ownership of code and designs, payment or credit are between the members involved,
        and we encourage you to put them in writing early. Accepting an application or a connection
        does not create an employment relationship with Squadup.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: (
      <p>
        You may sign in with Google or GitHub. Those services are governed by their own terms and
        privacy policies, and links that members share may lead to sites we do not control.
      </p>
    ),
  },
  {
    id: 'suspension-and-termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You can stop using Squadup and delete your account at any time. We may suspend or close an
        account that breaks these terms or puts other members at risk, and will tell you why unless
        the law or safety prevents it.
      </p>
    ),
  },
  {
    id: 'disclaimers-and-liability',
    title: 'Disclaimers and liability',
    body: (
      <p>
        Squadup is provided &quot;as is&quot;. We work hard to keep it available and secure but
        cannot promise it will always be free of errors or interruptions, and we do not vet members
        or projects. To the extent the law allows, Squadup is not liable for indirect or
        consequential losses, or for what members do on or off the platform. Nothing in these terms
        limits rights you have under consumer law.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms as Squadup evolves. We will change the date above and give notice
        in the app before significant changes take effect; continuing to use Squadup afterwards
        means you accept them. Questions? Write to{' '}
        <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
      </p>
    ),
  },
];
