import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMessage } from '../test/chat-fixtures';
import { MessageAttachment } from './message-attachment';
import { MessageComposer } from './message-composer';

const pdf = () => new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });

function renderComposer(onSend = vi.fn().mockResolvedValue({ sent: true })) {
  render(
    <MessageComposer
      replyTo={null}
      replyToName="Ana"
      onReplyChange={() => undefined}
      onSend={onSend}
    />,
  );
  return onSend;
}

describe('attaching a file', () => {
  it('sends a chosen PDF without words, then clears it', async () => {
    const user = userEvent.setup();
    const onSend = renderComposer();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const file = pdf();
    await user.upload(screen.getByLabelText('File to attach'), file);
    expect(screen.getByTestId('attached-file')).toHaveTextContent('brief.pdf');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('', undefined, file);
    expect(screen.queryByTestId('attached-file')).not.toBeInTheDocument();
  });

  it('keeps the file and says why when it did not go, and refuses a type it cannot send', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderComposer(vi.fn().mockResolvedValue({ sent: false, refusal: 'Upload failed.' }));
    await user.upload(screen.getByLabelText('File to attach'), pdf());
    await user.type(screen.getByRole('textbox', { name: 'Type a message…' }), 'Page 3{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent. Upload failed.');
    expect(screen.getByTestId('attached-file')).toHaveTextContent('brief.pdf');
    expect(screen.getByRole('textbox', { name: 'Type a message…' })).toHaveValue('Page 3');

    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    const zip = new File(['PK'], 'code.zip', { type: 'application/zip' });
    await user.upload(screen.getByLabelText('File to attach'), zip);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a PDF or an image (JPEG, PNG, WebP or GIF).',
    );
    expect(screen.queryByTestId('attached-file')).not.toBeInTheDocument();
  });
});

describe('MessageAttachment', () => {
  it('shows an image as a preview that opens it, and a PDF as a download', () => {
    const photo = {
      url: '/uploads/chat-files/a.png',
      name: 'board.png',
      type: 'image/png',
      is_image: true,
    };
    const doc = {
      url: '/uploads/chat-files/b.pdf',
      name: 'brief.pdf',
      type: 'application/pdf',
      is_image: false,
    };
    render(
      <>
        <MessageAttachment attachment={photo} own />
        <MessageAttachment attachment={doc} own={false} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'board.png' })).toHaveAttribute('src', photo.url);
    expect(screen.getByRole('link', { name: /board\.png/ })).toHaveAttribute('href', photo.url);
    const download = screen.getByRole('link', { name: /brief\.pdf/ });
    expect(download).toHaveAttribute('download', 'brief.pdf');
    expect(buildMessage().attachment).toBeNull();
  });
});
