import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql';
import { HttpError } from './http';

// Uploads go in two steps (spec: "A file upload is a PUT of the image to the upload_url with a
// Content-Type header equal to the file type"): the API hands out a short-lived URL for one
// folder and type, then the bytes go there. Used by the profile photo and a squad's files.

/**
 * Where to PUT a file, and the URL it will be served from. fileSize is the exact size of the body
 * to PUT: with S3 the URL signs it as Content-Length.
 */
export const PresignedUrlQuery = graphql(`
  query PresignedUrl($fileType: String!, $folder: String!, $fileSize: Int) {
    getPresignedUrl(fileType: $fileType, folder: $folder, fileSize: $fileSize) {
      upload_url
      file_url
    }
  }
`);

interface UploadOptions {
  /** The declared type: the URL is signed for it and the server checks the bytes against it. */
  type: string;
  folder: string;
}

/**
 * getPresignedUrl, then the PUT; answers the file's file_url. A refused URL throws Apollo's error,
 * a refused PUT an HttpError with the server's message (errorMessage reads either).
 */
export async function uploadFile(
  client: ApolloClient,
  body: Blob,
  { type, folder }: UploadOptions,
): Promise<string> {
  const { data } = await client.query({
    query: PresignedUrlQuery,
    variables: { fileType: type, folder, fileSize: body.size },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No upload target');
  const { upload_url, file_url } = data.getPresignedUrl;
  // upload_url is either a path on this site (local store) or an absolute S3 URL.
  const response = await fetch(upload_url, {
    method: 'PUT',
    headers: { 'Content-Type': type },
    body,
  });
  if (!response.ok) throw new HttpError(response.status, await refusalMessage(response));
  return file_url;
}

/** The local store answers `{ message }`; S3 answers XML, which is no message for a member. */
async function refusalMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}
