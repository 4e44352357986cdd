import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { downloadMyData } from '../api/data-export';

/** "Download my data": the archive as a JSON file, busy while the server gathers it. */
export function DownloadDataButton({ variant = 'outline' }: { variant?: 'outline' | 'secondary' }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
      toast.success('Your data is downloaded.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download your data. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {busy ? 'Preparing your data...' : 'Download my data'}
    </Button>
  );
}
