import type { RouteObject } from 'react-router-dom';
import {
  Bell,
  Bookmark,
  Compass,
  FilePen,
  FilePlus2,
  FileText,
  KeyRound,
  LogIn,
  MailQuestion,
  MessagesSquare,
  Send,
  ShieldCheck,
  UserPlus,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { LandingPage } from '@/features/landing/components/landing-page';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import {
  NotFoundPage,
  placeholder,
  PrivacyPolicyPage,
  SignedInLayout,
  TermsOfServicePage,
} from './lazy-screens';
import { RouteErrorPage } from './screens/route-error-page';

// The landing page ships in the main bundle (it is the first paint); every other screen loads on demand
// (lazy-screens.tsx).

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          ...placeholder(
            '/login',
            'Login',
            'Sign in with your e-mail, Google or GitHub.',
            LogIn,
            'public',
          ),
          ...placeholder(
            '/signup',
            'Signup',
            'Create your Squadup account in a minute.',
            UserPlus,
            'public',
          ),
          ...placeholder(
            '/forgot-password',
            'Forgot password',
            'We will e-mail you a link to reset it.',
            MailQuestion,
            'public',
          ),
          ...placeholder(
            '/reset-password/:id/:token',
            'Reset password',
            'Choose a new password for your account.',
            KeyRound,
            'public',
          ),
          ...placeholder(
            '/oauth-callback',
            'Signing you in',
            'Finishing social sign-in…',
            ShieldCheck,
            'public',
          ),
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
              ...placeholder(
                '/projects',
                'Discover Projects',
                'Find projects that need someone like you.',
                Compass,
              ),
              ...placeholder(
                '/people',
                'Find People',
                'Meet builders by skill, title and interests.',
                Users,
              ),
              ...placeholder(
                ['/chat', '/chat/:chatId'],
                'Messages',
                'Chat one to one with your connections.',
                MessagesSquare,
              ),
              ...placeholder(
                ['/profile', '/profile/me', '/profile/:userId', '/me'],
                'Profile',
                'Education, experience, projects, skills and achievements.',
                UserRound,
              ),
              ...placeholder(
                '/myposts',
                'My Posts',
                'Manage the projects you have posted.',
                FileText,
              ),
              ...placeholder(
                '/myposts/:postId',
                'Applicants',
                'Review who applied and accept or reject them.',
                UsersRound,
              ),
              ...placeholder(
                '/post/new',
                'Create Post',
                'Describe your project and the teammates you need.',
                FilePlus2,
              ),
              ...placeholder(
                ['/post/edit/:postId', '/post/:postId/edit'],
                'Edit Post',
                'Update your project post.',
                FilePen,
              ),
              ...placeholder(
                '/post/:postId',
                'Post Details',
                'Everything about this project.',
                FileText,
              ),
              ...placeholder(
                '/saved-posts',
                'Saved Posts',
                'Projects you bookmarked for later.',
                Bookmark,
              ),
              ...placeholder(
                '/my-applications',
                'My Applications',
                'Track the projects you applied to.',
                Send,
              ),
              ...placeholder(
                '/notifications',
                'Notifications',
                'Connection requests waiting for you.',
                Bell,
              ),
              ...placeholder(
                '/contacts',
                'Contacts',
                'Your connections, one tap from a chat.',
                Users,
              ),
              ...placeholder(
                '/contacts/requests',
                'Contact Requests',
                'Accept or decline pending requests.',
                UserPlus,
              ),
            ],
          },
        ],
      },
    ],
  },
];
