import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { ToasterHost } from './toaster-host';

// One journey: the toast library is loaded once per test file, as once per visit in the browser.
describe('ToasterHost', () => {
  it('shows the toasts asked for before the library arrived, in order, then each at once', async () => {
    render(<ToasterHost />);
    // Nothing is downloaded or drawn until a toast is asked for.
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    act(() => {
      toast.success('First');
      toast.error('Second', { description: 'Why it failed' });
    });
    const first = await screen.findByText('First');
    const second = await screen.findByText('Second');
    expect(screen.getByText('Why it failed')).toBeInTheDocument();
    // Sonner lists the newest first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => toast.info('Third'));
    expect(await screen.findByText('Third')).toBeInTheDocument();
  });
});
