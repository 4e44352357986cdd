import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarDialog } from './avatar-dialog';

function renderDialog(photo: string | null = null) {
  const onUpload = vi.fn(() => Promise.resolve(true));
  const onRemove = vi.fn(() => Promise.resolve(true));
  const onClose = vi.fn();
  render(
    <AvatarDialog
      open
      onClose={onClose}
      photo={photo}
      firstName="Maya"
      lastName="Alvarez"
      busy={false}
      error={null}
      onUpload={onUpload}
      onRemove={onRemove}
    />,
  );
  return { onUpload, onRemove, onClose };
}

describe('AvatarDialog', () => {
  it('starts with an upload prompt and Upload disabled', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Edit Profile Photo' })).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG up to 10MB')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose profile photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('keeps Upload disabled after choosing a file until the cropper reports an area', async () => {
    const { onUpload } = renderDialog();
    const file = new File(['fake'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose profile photo'), file);
    // The crop area appears (jsdom never loads the image, so no area is ever reported).
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(screen.queryByText('JPG, PNG up to 10MB')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  // The system picker can still be switched to "All files", hence applyAccept: false.
  it('refuses a file that is not an image with a message and no crop box', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const input = screen.getByLabelText('Choose profile photo');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    // A good file afterwards opens the crop box and the message goes.
    await user.upload(input, new File(['fake'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('slider')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the crop box with a message when the image cannot be decoded', async () => {
    renderDialog();
    await userEvent.upload(
      screen.getByLabelText('Choose profile photo'),
      new File(['not really a png'], 'broken.png', { type: 'image/png' }),
    );
    fireEvent.error(await screen.findByRole('img', { name: 'Chosen photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That image could not be opened. Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('Cancel restores the initial photo view', async () => {
    const { onClose } = renderDialog('https://cdn.example.com/maya.jpg');
    await userEvent.upload(
      screen.getByLabelText('Choose profile photo'),
      new File(['fake'], 'me.png', { type: 'image/png' }),
    );
    await screen.findByRole('slider');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('Remove clears the photo', async () => {
    const { onRemove } = renderDialog('https://cdn.example.com/maya.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
