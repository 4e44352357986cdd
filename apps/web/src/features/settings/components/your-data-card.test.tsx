import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { signIn } from '@/test/auth';
import { deferred, json, mockFetch } from '@/test/fetch';
import { YourDataCard } from './your-data-card';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ARCHIVE = {
  format: 'squadup-data-export/1',
  exported_at: '2026-12-02T10:00:00.000Z',
  member_id: 'user-1',
  tables: { users: [{ id: 'user-1' }] },
};

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  signIn();
  saved = [];
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  // jsdom has no object URLs: the test keeps the blob, and a click on the link records the save.
  let last: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        last = blob;
        return 'blob:archive';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last! });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('YourDataCard', () => {
  it('downloads the archive with the bearer, busy meanwhile, as squadup-data-<day>.json', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const user = userEvent.setup();
    render(<YourDataCard />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('button', { name: 'Preparing your data...' })).toBeDisabled();
    expect(calls[0]!.url).toMatch(/\/v1\/account\/export$/);
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);

    answer.resolve(json(200, ARCHIVE));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('squadup-data-2026-12-02.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(ARCHIVE);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith('Your data is downloaded.');
  });

  it("shows the server's refusal and saves nothing", async () => {
    mockFetch(() =>
      json(429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'You can download your data 5 times a day. Try again in 3 hours.',
      }),
    );
    const user = userEvent.setup();
    render(<YourDataCard />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You can download your data 5 times a day. Try again in 3 hours.',
      ),
    );
    expect(saved).toEqual([]);
  });
});
