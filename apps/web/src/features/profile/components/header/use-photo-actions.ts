import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { AVATAR } from '@squadup/shared';
import { uploadFile } from '@/lib/upload';
import { useAuthStore } from '@/stores/auth-storage';
import { refetchQuietly } from '../../lib/sections';
import { UpdateProfileMutation } from '../../api/profile-user';

/**
 * Upload and removal of the profile photo. Failures are console-only per the spec; `error` is a
 * short inline note so the member is not left guessing. On success the profile is refetched and
 * the signed-in user's photo in the auth store follows, so the navigation avatar changes too.
 */
export function usePhotoActions(refetchProfile: () => Promise<unknown>) {
  const client = useApolloClient();
  const [updateUser] = useMutation(UpdateProfileMutation);
  const updateAuthUser = useAuthStore((s) => s.updateUser);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const savePhoto = async (photo: string | null) => {
    await updateUser({ variables: { input: { photo } } });
    updateAuthUser({ photo });
    refetchQuietly(refetchProfile);
  };

  const run = async (what: string, action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      console.error(`Profile photo ${what} failed`, failure);
      setError(`Could not ${what} the photo. Please try again.`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** getPresignedUrl → PUT the JPEG → updateUser({ photo: file_url }). */
  const upload = (getBlob: () => Promise<Blob>) =>
    run('upload', async () => {
      const blob = await getBlob();
      const file_url = await uploadFile(client, blob, {
        type: AVATAR.outputType,
        folder: AVATAR.folder,
      });
      await savePhoto(file_url);
    });

  const remove = () => run('remove', () => savePhoto(null));

  return { upload, remove, busy, error, clearError: () => setError(null) };
}
