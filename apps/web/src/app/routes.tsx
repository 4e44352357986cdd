import type { RouteObject } from 'react-router-dom';
import { OAuthCallbackPage } from '@/features/auth/components/oauth-callback-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import {
  ApplicantsPage,
  ChatPage,
  ContactRequestsPage,
  ContactsPage,
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
  NotFoundPage,
  PostDetailPage,
  PrivacyPolicyPage,
  ResetPasswordPage,
  SavedPostsPage,
  SignedInLayout,
  SignupPage,
  TermsOfServicePage,
  VerifyEmailPage,
} from './lazy-screens';
import { RouteErrorPage } from './screens/route-error-page';

// The landing page ships in the main bundle (it is the first paint), and so does the small OAuth callback
// page, so that it takes the token out of the address bar in the very first commit instead of after a
// chunk download. Every other screen loads on demand (lazy-screens.tsx).

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
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
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              { path: '/projects', element: <DiscoverProjectsPage /> },
              { path: '/people', element: <FindPeoplePage /> },
              { path: '/chat', element: <ChatPage /> },
              { path: '/chat/:chatId', element: <ChatPage /> },
              // No userId, 'me', or the viewer's own id: the editable profile (ProfilePage decides).
              ...['/profile', '/profile/me', '/me', '/profile/:userId'].map((path) => ({
                path,
                element: <ProfilePage />,
              })),
              { path: '/myposts', element: <MyPostsPage /> },
              { path: '/myposts/:postId', element: <ApplicantsPage /> },
              { path: '/post/new', element: <CreatePostPage /> },
              { path: '/post/edit/:postId', element: <EditPostPage /> },
              { path: '/post/:postId/edit', element: <EditPostPage /> },
              { path: '/post/:postId', element: <PostDetailPage /> },
              { path: '/saved-posts', element: <SavedPostsPage /> },
              { path: '/my-applications', element: <MyApplicationsPage /> },
              { path: '/notifications', element: <NotificationsPage /> },
              { path: '/contacts', element: <ContactsPage /> },
              { path: '/contacts/requests', element: <ContactRequestsPage /> },
            ],
          },
        ],
      },
    ],
  },
];
