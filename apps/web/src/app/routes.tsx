import type { ScreenHandle } from './screen-handle';
import type { RouteObject } from 'react-router-dom';
import { OAuthCallbackPage } from '@/features/auth/components/oauth-callback-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { prefetchDiscover } from '@/features/posts/api/discover-first-screen';
import { useAuthStore } from '@/stores/auth-storage';
import { MemberOrVisitor } from './guards/member-or-visitor';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import {
  AdminArea,
  AdminAuditLogPage,
  AdminReportPage,
  AdminReportsPage,
  ApplicantsPage,
  ChatPage,
  ContactRequestsPage,
  ContactsPage,
  CreateEventPage,
  EditEventPage,
  EventPage,
  EventsPage,
  FindPeoplePage,
  NotificationsPage,
  ProfilePage,
  CreatePostPage,
  DiscoverProjectsPage,
  EditPostPage,
  ForgotPasswordPage,
  LoginPage,
  MyApplicationsPage,
  MyPostsPage,
  MySquadsPage,
  NotFoundPage,
  PostDetailPage,
  PrivacyPolicyPage,
  ResetPasswordPage,
  SavedPostsPage,
  SettingsPage,
  SignedInLayout,
  SignupPage,
  SquadPage,
  TermsOfServicePage,
  VerifyEmailPage,
  VisitorLayout,
  WelcomePage,
  type LazyScreen,
} from './lazy-screens';
import { RouteErrorPage } from './screens/route-error-page';
import { ScreenError } from './screens/screen-error';

// The landing page ships in the main bundle (it is the first paint), and so does the small OAuth callback
// page, so that it takes the token out of the address bar in the very first commit instead of after a
// chunk download. Every other screen loads on demand (lazy-screens.tsx).

const signedIn = (
  path: string,
  Screen: LazyScreen,
  prefetch?: ScreenHandle['prefetch'],
): RouteObject => ({
  path,
  element: <Screen />,
  handle: { preload: Screen.preload, prefetch } satisfies ScreenHandle,
});

/** A screen a signed-out visitor may read too (inside MemberOrVisitor). */
const readable = (path: string, Screen: LazyScreen): RouteObject => ({
  ...signedIn(path, Screen),
  handle: { preload: Screen.preload, readableSignedOut: true } satisfies ScreenHandle,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // A page that fails shows so in the frame, which stays (screen-error.tsx).
            errorElement: <ScreenError />,
            children: [
              { index: true, element: <LandingPage /> },
              { path: '/login', element: <LoginPage /> },
              { path: '/signup', element: <SignupPage /> },
              { path: '/forgot-password', element: <ForgotPasswordPage /> },
              // Shorter forms of the reset link reach the page too, which explains what is missing.
              ...['/reset-password', '/reset-password/:id', '/reset-password/:id/:token'].map(
                (path) => ({
                  path,
                  element: <ResetPasswordPage />,
                }),
              ),
              // Public like the reset link: the mail may be opened in a browser that is not signed in.
              ...['/verify-email', '/verify-email/:id', '/verify-email/:id/:token'].map((path) => ({
                path,
                element: <VerifyEmailPage />,
              })),
              { path: '/oauth-callback', element: <OAuthCallbackPage /> },
              { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
              { path: '/terms-of-service', element: <TermsOfServicePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        // Members only, but for the pages a shared link opens (readable(): the post, the
        // profile and an event), which a signed-out visitor reads in the public frame (docs/decisions/0052).
        element: <RequireAuth />,
        children: [
          {
            // One frame instance for every member screen, the shared pages included, so moving
            // between them never remounts the shell.
            element: <MemberOrVisitor />,
            handle: {
              // The frame the stored session suggests, as app.tsx preloads before auth is checked.
              preload: () =>
                (useAuthStore.getState().user ? SignedInLayout : VisitorLayout).preload(),
              readableSignedOut: true,
            } satisfies ScreenHandle,
            children: [
              {
                // A screen that fails shows so in the frame, which stays (screen-error.tsx).
                errorElement: <ScreenError />,
                children: [
                  readable('/post/:postId', PostDetailPage),
                  readable('/profile/:userId', ProfilePage),
                  // An organiser shares the event's link; a visitor reads it and signs up to register.
                  readable('/events/:eventId', EventPage),
                  signedIn('/projects', DiscoverProjectsPage, prefetchDiscover),
                  // The optional step a new account lands on (signup-form.tsx), docs/decisions/0033.
                  signedIn('/welcome', WelcomePage),
                  signedIn('/people', FindPeoplePage),
                  signedIn('/chat', ChatPage),
                  signedIn('/chat/:chatId', ChatPage),
                  // No userId, 'me', or the viewer's own id (/profile/:userId): the editable profile
                  // (ProfilePage decides).
                  ...['/profile', '/profile/me', '/me'].map((path) => signedIn(path, ProfilePage)),
                  signedIn('/myposts', MyPostsPage),
                  signedIn('/myposts/:postId', ApplicantsPage),
                  signedIn('/post/new', CreatePostPage),
                  signedIn('/post/edit/:postId', EditPostPage),
                  signedIn('/post/:postId/edit', EditPostPage),
                  signedIn('/saved-posts', SavedPostsPage),
                  signedIn('/my-applications', MyApplicationsPage),
                  signedIn('/squads', MySquadsPage),
                  signedIn('/squads/:postId', SquadPage),
                  signedIn('/events', EventsPage),
                  signedIn('/events/new', CreateEventPage),
                  signedIn('/events/:eventId/edit', EditEventPage),
                  signedIn('/notifications', NotificationsPage),
                  signedIn('/contacts', ContactsPage),
                  signedIn('/contacts/requests', ContactRequestsPage),
                  signedIn('/settings', SettingsPage),
                  {
                    // Operators only: AdminArea shows anyone else the not-found page.
                    element: <AdminArea />,
                    handle: { preload: AdminArea.preload } satisfies ScreenHandle,
                    children: [
                      signedIn('/admin', AdminReportsPage),
                      signedIn('/admin/reports/:reportId', AdminReportPage),
                      signedIn('/admin/audit', AdminAuditLogPage),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
