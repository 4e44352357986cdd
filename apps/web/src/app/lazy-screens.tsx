import { lazy } from 'react';

// Screens loaded on demand, so the landing bundle (the first paint) carries none of them.
export const SignedInLayout = lazy(() =>
  import('./layouts/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
);
export const NotFoundPage = lazy(() =>
  import('./screens/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal/components/privacy-policy-page').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
export const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
export const SignupPage = lazy(() =>
  import('@/features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('@/features/auth/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const VerifyEmailPage = lazy(() =>
  import('@/features/auth/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);
export const TermsOfServicePage = lazy(() =>
  import('@/features/legal/components/terms-of-service-page').then((m) => ({
    default: m.TermsOfServicePage,
  })),
);

export const MyPostsPage = lazy(() =>
  import('@/features/posts/components/my-posts-page').then((m) => ({ default: m.MyPostsPage })),
);
export const ApplicantsPage = lazy(() =>
  import('@/features/posts/components/applicants-page').then((m) => ({
    default: m.ApplicantsPage,
  })),
);
export const SavedPostsPage = lazy(() =>
  import('@/features/posts/components/saved-posts-page').then((m) => ({
    default: m.SavedPostsPage,
  })),
);
export const MyApplicationsPage = lazy(() =>
  import('@/features/posts/components/my-applications-page').then((m) => ({
    default: m.MyApplicationsPage,
  })),
);

export const DiscoverProjectsPage = lazy(() =>
  import('@/features/posts/components/discover/discover-projects-page').then((m) => ({
    default: m.DiscoverProjectsPage,
  })),
);
export const PostDetailPage = lazy(() =>
  import('@/features/posts/components/detail/post-detail-page').then((m) => ({
    default: m.PostDetailPage,
  })),
);
export const CreatePostPage = lazy(() =>
  import('@/features/posts/components/form/post-form-page').then((m) => ({
    default: m.CreatePostPage,
  })),
);
export const EditPostPage = lazy(() =>
  import('@/features/posts/components/form/post-form-page').then((m) => ({
    default: m.EditPostPage,
  })),
);

export const FindPeoplePage = lazy(() =>
  import('@/features/people/components/find-people-page').then((m) => ({
    default: m.FindPeoplePage,
  })),
);
export const ProfilePage = lazy(() =>
  import('@/features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const NotificationsPage = lazy(() =>
  import('@/features/connections/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
export const ContactsPage = lazy(() =>
  import('@/features/connections/components/contacts-page').then((m) => ({
    default: m.ContactsPage,
  })),
);
export const ContactRequestsPage = lazy(() =>
  import('@/features/connections/components/contact-requests-page').then((m) => ({
    default: m.ContactRequestsPage,
  })),
);

export const ChatPage = lazy(() =>
  import('@/features/chat/components/chat-page').then((m) => ({ default: m.ChatPage })),
);
