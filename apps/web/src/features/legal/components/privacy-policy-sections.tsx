import { Link } from 'react-router-dom';
import { MINIMUM_AGE, PRIVACY_EMAIL } from '../legal-info';
import type { LegalSection } from './legal-document';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what Squadup needs to help you find teammates and work with them:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your first and last name, e-mail address and password.
            We store the password only as a salted hash; nobody at Squadup can read it. If you sign
            in with Google or GitHub, we receive your name, e-mail address and profile photo from
            that provider.
          </li>
          <li>
            <strong>Profile:</strong> the photo, title, bio, location, graduation year, links,
            education, experience, projects, skills and achievements you choose to add, and the
            order you give them.
          </li>
          <li>
            <strong>Posts:</strong> the projects you publish, with their description, requirements,
            tech stack, work mode, experience level, location and status, plus how many times they
            were viewed.
          </li>
          <li>
            <strong>Applications and saved posts:</strong> the projects you apply to, your optional
            message, the status of each application, and the posts you save.
          </li>
          <li>
            <strong>Connections and messages:</strong> the connection requests you send and answer,
            the messages you exchange with your connections, when they were read, and whether you
            are online.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and request logs, which
            we use to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-local-storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>Squadup uses no advertising or third-party tracking cookies. We use:</p>
        <ul>
          <li>
            <strong>One session cookie</strong> holding a refresh token. It is HttpOnly (scripts
            cannot read it), sent only to our sign-in endpoints, and lets you stay signed in without
            typing your password again. It is removed when you sign out.
          </li>
          <li>
            <strong>Local storage</strong> in your browser for your short-lived access token and
            basic account details (so the app knows you are signed in), and for your{' '}
            <strong>theme preference</strong> (light, dark or system). The theme preference never
            leaves your device.
          </li>
          <li>
            <strong>Session storage</strong> to count a view of a post only once per browser
            session.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account, sign you in and keep you signed in.</li>
        <li>
          To show your profile and posts to other members and help them find you by skills and
          titles.
        </li>
        <li>
          To deliver applications, connection requests and messages, and to keep unread counts up to
          date.
        </li>
        <li>To send the e-mails you ask for, such as a password reset link.</li>
        <li>To prevent abuse, investigate problems and improve Squadup.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How information is shared',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information.</strong> It is shared only as follows:
        </p>
        <ul>
          <li>
            <strong>With other members:</strong> your profile and open posts are visible to
            signed-in members. Your application and its message are visible to the owner of that
            post. Messages are visible to you and the connection you are talking with.
          </li>
          <li>
            <strong>With service providers</strong> who host the service, store uploaded photos or
            deliver e-mail for us, under contracts that limit their use of the data to providing
            that service.
          </li>
          <li>
            <strong>With Google or GitHub</strong> only when you choose to sign in through them.
          </li>
          <li>
            <strong>When the law requires it,</strong> or to protect the safety of members and the
            public.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account information for as long as your account exists. Password reset links
        expire after 30 minutes and can be used once. Request logs are kept for a limited time,
        normally no longer than 30 days, unless we need them to investigate abuse. Backups are
        overwritten on a rolling basis.
      </p>
    ),
  },
  {
    id: 'deleting-your-account',
    title: 'Deleting your account',
    body: (
      <p>
        You can delete your account at any time, or ask us to do it by writing to {mail}. When an
        account is deleted we remove its profile, posts, applications, saved posts and connections,
        and we remove or anonymise its messages. Copies in backups disappear within 30 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it;</li>
          <li>
            correct information that is wrong (most of it you can edit yourself on your profile);
          </li>
          <li>have your information deleted, or restrict or object to how we use it;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>To use any of these rights, contact {mail}. We answer within 30 days.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections to Squadup are encrypted, passwords are hashed, access tokens expire after
        minutes and refresh tokens are rotated every time they are used. No system is perfectly
        secure, so please use a strong password that you do not use elsewhere.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Squadup is not meant for children. You must be at least {MINIMUM_AGE} years old to create an
        account (see our <Link to="/terms-of-service">Terms of Service</Link>). If we learn that an
        account belongs to someone younger, we delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date above, and tell you in the app or by e-mail
        before a significant change takes effect. Questions about your privacy are welcome at {mail}
        .
      </p>
    ),
  },
];
