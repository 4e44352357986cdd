import { createElement, lazy, type ComponentType } from 'react';

/** A screen loaded on demand, whose download can also start early (before React renders it). */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen's component, downloaded when first rendered. React.lazy keeps a failed download's
 * error for good, so a screen that failed during an outage would fail until a reload. Here the
 * error stands (the route's error screen shows it) until `preload` succeeds, as the error screen's
 * retry does: then the screen is a fresh lazy component, which the browser's copy of the module
 * resolves at once.
 */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let current = attempt();
  const Screen = () => createElement(current);
  Screen.displayName = name;
  const preload = () =>
    load().then((module) => {
      if (failed) {
        failed = false;
        current = attempt();
      }
      return module;
    });
  return Object.assign(Screen, { preload });
}

// Screens loaded on demand, so the landing bundle (the first paint) carries none of them.
export const SignedInLayout = lazyScreen(
  () => import('./layouts/signed-in-layout'),
  'SignedInLayout',
);
/** The public frame around a post or profile read signed out (with Apollo, which the landing skips). */
export const VisitorLayout = lazyScreen(() => import('./layouts/visitor-layout'), 'VisitorLayout');
export const NotFoundPage = lazyScreen(() => import('./screens/not-found-page'), 'NotFoundPage');
export const PrivacyPolicyPage = lazyScreen(
  () => import('@/features/legal/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);
export const LoginPage = lazyScreen(
  () => import('@/features/auth/components/login-page'),
  'LoginPage',
);
export const SignupPage = lazyScreen(
  () => import('@/features/auth/components/signup-page'),
  'SignupPage',
);
export const ForgotPasswordPage = lazyScreen(
  () => import('@/features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyScreen(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
export const VerifyEmailPage = lazyScreen(
  () => import('@/features/auth/components/verify-email-page'),
  'VerifyEmailPage',
);
export const TermsOfServicePage = lazyScreen(
  () => import('@/features/legal/components/terms-of-service-page'),
  'TermsOfServicePage',
);

export const MyPostsPage = lazyScreen(
  () => import('@/features/posts/components/my-posts-page'),
  'MyPostsPage',
);
export const ApplicantsPage = lazyScreen(
  () => import('@/features/applications/components/applicants-page'),
  'ApplicantsPage',
);
export const SavedPostsPage = lazyScreen(
  () => import('@/features/posts/components/saved-posts-page'),
  'SavedPostsPage',
);
export const MyApplicationsPage = lazyScreen(
  () => import('@/features/applications/components/my-applications-page'),
  'MyApplicationsPage',
);

export const DiscoverProjectsPage = lazyScreen(
  () => import('@/features/posts/components/discover/discover-projects-page'),
  'DiscoverProjectsPage',
);
export const PostDetailPage = lazyScreen(
  () => import('@/features/posts/components/detail/post-detail-page'),
  'PostDetailPage',
);
export const CreatePostPage = lazyScreen(
  () => import('@/features/posts/components/form/post-form-page'),
  'CreatePostPage',
);
export const EditPostPage = lazyScreen(
  () => import('@/features/posts/components/form/post-form-page'),
  'EditPostPage',
);

export const FindPeoplePage = lazyScreen(
  () => import('@/features/people/components/find-people-page'),
  'FindPeoplePage',
);
export const ProfilePage = lazyScreen(
  () => import('@/features/profile/components/profile-page'),
  'ProfilePage',
);
export const WelcomePage = lazyScreen(
  () => import('@/features/profile/components/welcome/welcome-page'),
  'WelcomePage',
);
export const NotificationsPage = lazyScreen(
  () => import('./screens/notifications-screen'),
  'NotificationsScreen',
);
export const ContactsPage = lazyScreen(
  () => import('@/features/connections/components/contacts-page'),
  'ContactsPage',
);
export const ContactRequestsPage = lazyScreen(
  () => import('@/features/connections/components/contact-requests-page'),
  'ContactRequestsPage',
);

export const ChatPage = lazyScreen(
  () => import('@/features/chat/components/chat-page'),
  'ChatPage',
);

export const MySquadsPage = lazyScreen(
  () => import('@/features/squads/components/my-squads-page'),
  'MySquadsPage',
);
export const EventsPage = lazyScreen(
  () => import('@/features/events/components/events-page'),
  'EventsPage',
);
export const CreateEventPage = lazyScreen(
  () => import('@/features/events/components/create-event-page'),
  'CreateEventPage',
);
export const EditEventPage = lazyScreen(
  () => import('@/features/events/components/edit-event-page'),
  'EditEventPage',
);
export const EventPage = lazyScreen(
  () => import('@/features/events/components/event-page'),
  'EventPage',
);

export const SquadPage = lazyScreen(() => import('./screens/squad-screen'), 'SquadScreen');
export const SettingsPage = lazyScreen(() => import('./screens/settings-screen'), 'SettingsScreen');

// The Admin area (operators only, decision 0034): the guard and frame, then one screen per page.
export const AdminArea = lazyScreen(() => import('./screens/admin-area'), 'AdminArea');
export const AdminReportsPage = lazyScreen(
  () => import('@/features/admin/components/report-queue-page'),
  'ReportQueuePage',
);
export const AdminReportPage = lazyScreen(
  () => import('@/features/admin/components/report-page'),
  'ReportPage',
);
export const AdminAuditLogPage = lazyScreen(
  () => import('@/features/admin/components/audit-log-page'),
  'AuditLogPage',
);
