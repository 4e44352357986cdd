import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-storage';
import { signIn } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch';
import { PresignedUrlQuery } from '@/lib/upload';
import { UpdateProfileMutation } from '../../api/profile-user';
import type { Mocks } from '../../test/profile-fixtures';

import { usePhotoActions } from './use-photo-actions';

const FILE_URL = '/uploads/profile-picture/abc.jpg';

// MockedProvider answers only a request with exactly these variables; result is a function so a
// test can also see what was sent.
const presign = (fileSize: number) => ({
  request: {
    query: PresignedUrlQuery,
    variables: { fileType: 'image/jpeg', folder: 'profile-picture', fileSize },
  },
  result: vi.fn(() => ({
    data: {
      getPresignedUrl: {
        __typename: 'UploadTarget' as const,
        upload_url: '/v1/uploads/put?sig=1',
        file_url: FILE_URL,
      },
    },
  })),
});

const savePhoto = (photo: string | null) => ({
  request: { query: UpdateProfileMutation, variables: { input: { photo } } },
  result: {
    data: {
      updateUser: {
        __typename: 'User',
        _id: 'user-1',
        first_name: 'Maya',
        last_name: 'Alvarez',
        title: null,
        bio: null,
        location_id: null,
        photo,
        links: [],
      },
    },
  },
});

function renderActions(mocks: Mocks) {
  const refetch = vi.fn(() => Promise.resolve());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks}>{children}</MockedProvider>
  );
  const { result } = renderHook(() => usePhotoActions(refetch), { wrapper });
  return { result, refetch };
}

describe('usePhotoActions', () => {
  it('presigns, PUTs the JPEG, saves file_url as the photo and updates the signed-in user', async () => {
    signIn();
    const { calls } = mockFetch(() => json(200, {}));
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const presigned = presign(blob.size);
    const { result, refetch } = renderActions([presigned, savePhoto(FILE_URL)]);
    let saved = false;
    await act(async () => {
      saved = await result.current.upload(() => Promise.resolve(blob));
    });
    expect(saved).toBe(true);
    // The cropped JPEG's size, which an S3 upload URL signs as Content-Length.
    expect(presigned.result).toHaveBeenCalledWith({
      fileType: 'image/jpeg',
      folder: 'profile-picture',
      fileSize: 4,
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/v1/uploads/put?sig=1');
    expect(put?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(useAuthStore.getState().user?.photo).toBe(FILE_URL);
    expect(refetch).toHaveBeenCalled();
  });

  it('reports a failed upload in the console and inline, keeping the old photo', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json(403, { message: 'Expired' }));
    const { result } = renderActions([presign(1)]);
    await act(async () => {
      await result.current.upload(() => Promise.resolve(new Blob(['x'])));
    });
    expect(result.current.error).toBe('Could not upload the photo. Please try again.');
    expect(console.error).toHaveBeenCalled();
    expect(useAuthStore.getState().user?.photo).toBeNull();
  });

  it('Remove saves photo null', async () => {
    signIn();
    useAuthStore.getState().updateUser({ photo: FILE_URL });
    const { result } = renderActions([savePhoto(null)]);
    await act(async () => {
      await result.current.remove();
    });
    expect(useAuthStore.getState().user?.photo).toBeNull();
  });
});
