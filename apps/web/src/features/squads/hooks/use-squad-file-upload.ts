import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@/lib/error-message';
import { uploadFile } from '@/lib/upload';
import type { ChangeResult } from './use-workspace-changes';
import { sharedFileProblem } from '@/lib/shared-files';
import { SQUAD_FILES_FOLDER, squadFileName } from '../lib/workspace-format';

/**
 * Shares a file with the squad: checked here first (type and size, so nothing is sent for a file
 * the server would refuse), uploaded (getPresignedUrl, then the PUT), then added to the workspace.
 * `error` is the reason it did not go: this check's, or the server's message.
 */
export function useSquadFileUpload(addFile: (fileUrl: string, name: string) => ChangeResult) {
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<boolean> => {
    const problem = sharedFileProblem(file);
    setError(problem);
    if (problem) return false;
    setUploading(true);
    try {
      const fileUrl = await uploadFile(client, file, {
        type: file.type,
        folder: SQUAD_FILES_FOLDER,
      });
      const refused = await addFile(fileUrl, squadFileName(file.name));
      setError(refused);
      return refused === null;
    } catch (failure) {
      console.error('Uploading a squad file failed', failure);
      setError(errorMessage(failure, 'Could not upload the file. Please try again.'));
      return false;
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, error };
}
