import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/error-message';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor } from '@/lib/login-path';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { ProfileUserQuery } from '../api/profile-user';
import { EditProfileDialog } from './forms/edit-profile-dialog';
import { AvatarDialog } from './header/avatar-dialog';
import { ProfileHeader } from './header/profile-header';
import { ProfileHeaderSkeleton } from './header/profile-header-skeleton';
import { usePhotoActions } from './header/use-photo-actions';
import { ProfileCompletenessHint } from './profile-completeness-hint';
import { ProfileTabs } from './profile-tabs';

/**
 * /profile, /profile/me, /me and /profile/:userId. No id, 'me' or one's own id is
 * the editable own profile; any other id is read-only. A signed-out visitor (a shared link) reads
 * /profile/:userId too, unless its member keeps it for members (then it is "not found").
 */
export function ProfilePage() {
  const { userId: param } = useParams();
  const viewerId = useAuthStore((s) => s.user?._id);
  const isVisitor = !useAuthStore(selectIsSignedIn);
  const isOwner = !isVisitor && (!param || param === 'me' || param === viewerId);
  const userId = isOwner ? viewerId : param;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title="Profile" className="sr-only" />
      {userId ? <ProfileContent userId={userId} isOwner={isOwner} isVisitor={isVisitor} /> : null}
    </div>
  );
}

interface ProfileContentProps {
  userId: string;
  isOwner: boolean;
  isVisitor: boolean;
}

function ProfileContent({ userId, isOwner, isVisitor }: ProfileContentProps) {
  // cache-and-network: the connection state and counts change elsewhere (Contacts, Notifications),
  // so a profile seen before shows at once and then the server's current answer.
  const { data, loading, error, refetch } = useQuery(ProfileUserQuery, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
    // A visitor's "not found" is the screen's own explanation, not an error toast.
    context: { skipErrorToast: isVisitor },
  });
  const [editing, setEditing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const photo = usePhotoActions(refetch);

  if (loading && !data) return <ProfileHeaderSkeleton />;
  if (!data) {
    // An id that cannot name a member (BAD_USER_INPUT) is just as missing.
    if (isNotFound(error)) {
      if (isVisitor) return <VisitorNotFound />;
      return (
        <EmptyState
          icon={<UserX aria-hidden="true" />}
          title="Member not found"
          description="This profile does not exist or is no longer available."
          action={<ButtonLink to="/people">Find People</ButtonLink>}
        />
      );
    }
    return (
      <Alert>
        Could not load this profile.{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold underline">
          Try again
        </button>
      </Alert>
    );
  }

  const user = data.loadUserById;
  return (
    <>
      <ProfileHeader
        user={user}
        isOwner={isOwner}
        isVisitor={isVisitor}
        onEditProfile={() => setEditing(true)}
        onEditPhoto={() => setPhotoOpen(true)}
      />
      {isOwner ? (
        <ProfileCompletenessHint
          user={user}
          onEditProfile={() => setEditing(true)}
          onEditPhoto={() => setPhotoOpen(true)}
        />
      ) : null}
      <ProfileTabs userId={user._id} isOwner={isOwner} />
      {isOwner && editing ? (
        <EditProfileDialog profile={user} onClose={() => setEditing(false)} onSaved={refetch} />
      ) : null}
      {isOwner ? (
        <AvatarDialog
          open={photoOpen}
          onClose={() => {
            photo.clearError();
            setPhotoOpen(false);
          }}
          photo={user.photo}
          firstName={user.first_name}
          lastName={user.last_name}
          busy={photo.busy}
          error={photo.error}
          onUpload={photo.upload}
          onRemove={photo.remove}
        />
      ) : null}
    </>
  );
}

/**
 * Unknown, or kept for members by its member (the API answers both alike, so neither is told
 * apart): signing in may show it.
 */
function VisitorNotFound() {
  const here = useReturnPath();
  return (
    <EmptyState
      icon={<UserX aria-hidden="true" />}
      title="Member not found"
      titleAs="h2"
      description="This profile does not exist, or its member shows it to signed-in members only."
      action={<ButtonLink to={loginPathFor(here)}>Sign in</ButtonLink>}
    />
  );
}
