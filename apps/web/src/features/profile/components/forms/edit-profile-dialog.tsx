import { useMutation } from '@apollo/client/react';
import {
  isOneOf,
  lookingForSchema,
  PROFILE_LIMITS,
  PROJECT_TYPES,
  profileFormSchema,
} from '@squadup/shared';
import { useAuthStore } from '@/stores/auth-storage';
import { UpdateProfileMutation } from '../../api/profile-user';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { LinksEditor, type LinkRow } from './links-editor';
import { LookingForField } from './looking-for-field';
import { useProfileForm } from './use-profile-form';

export interface EditableProfile {
  first_name: string;
  last_name: string | null;
  title: string | null;
  bio: string | null;
  location_id: string | null;
  looking_for: readonly string[];
  links: LinkRow[];
}

// The dialog's form: the shared Edit Profile schema plus what the member is looking for.
const editProfileSchema = profileFormSchema.extend({ looking_for: lookingForSchema });

interface EditProfileDialogProps {
  profile: EditableProfile;
  onClose: () => void;
  /** Refetches the profile header after a save. */
  onSaved: () => Promise<unknown>;
}

const toForm = (profile: EditableProfile) => ({
  first_name: profile.first_name,
  last_name: profile.last_name ?? '',
  title: profile.title ?? '',
  bio: profile.bio ?? '',
  location_id: profile.location_id ?? '',
  // The API answers strings; a type no longer offered is dropped rather than refused on save.
  looking_for: profile.looking_for.filter((type) => isOneOf(PROJECT_TYPES, type)),
  links: profile.links.map(({ name, url }) => ({ name, url })),
});

/** Edit Profile. Mounted only while open, so it starts from the profile. */
export function EditProfileDialog({ profile, onClose, onSaved }: EditProfileDialogProps) {
  const [updateUser] = useMutation(UpdateProfileMutation);
  const updateAuthUser = useAuthStore((s) => s.updateUser);
  const { form, set, bind, dialog } = useProfileForm(
    () => toForm(profile),
    editProfileSchema,
    async (input) => {
      const { data } = await updateUser({ variables: { input } });
      const user = data?.updateUser;
      if (user) updateAuthUser({ first_name: user.first_name, last_name: user.last_name ?? '' });
    },
    { onClose, onSaved },
  );

  return (
    <FormDialog title="Edit Profile" {...dialog}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" {...bind('first_name')} required autoComplete="given-name" />
        <TextField label="Last Name" optional {...bind('last_name')} autoComplete="family-name" />
      </div>
      <TextField
        label="Title"
        optional
        {...bind('title')}
        counterMax={PROFILE_LIMITS.titleMax}
        placeholder="e.g. Full-stack developer"
      />
      <TextField label="Location ID" optional {...bind('location_id')} placeholder="e.g. Berlin" />
      <TextAreaField
        label="Bio"
        optional
        {...bind('bio')}
        counterMax={PROFILE_LIMITS.bioMax}
        placeholder="A few words about you"
        rows={3}
      />
      <LookingForField
        value={form.looking_for}
        onChange={(looking_for) => set({ looking_for })}
        hint="The kinds of projects you want to join."
      />
      <LinksEditor links={form.links} onChange={(links) => set({ links })} />
    </FormDialog>
  );
}
