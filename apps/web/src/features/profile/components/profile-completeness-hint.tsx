import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Camera, MapPin, Pencil, Sparkles, Target, Type } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkillsByUserQuery } from '../api/skills';
import { profileCompleteness, type ProfileStep } from '../lib/profile-completeness';
import { SkillFormDialog } from './forms/skill-form-dialog';
import type { ProfileUser } from './header/profile-header';

interface ProfileCompletenessHintProps {
  user: ProfileUser;
  onEditProfile: () => void;
  onEditPhoto: () => void;
}

type Action = { label: string; icon: typeof Pencil; open: 'profile' | 'photo' | 'skill' };

// Each missing step names the editor that fills it; a photo or a bio both complete "about".
const ACTIONS: Record<ProfileStep, Action[]> = {
  title: [{ label: 'Add a title', icon: Type, open: 'profile' }],
  location: [{ label: 'Add your location', icon: MapPin, open: 'profile' }],
  skills: [{ label: 'Add a skill', icon: Sparkles, open: 'skill' }],
  looking_for: [{ label: 'Say what you are looking for', icon: Target, open: 'profile' }],
  about: [
    { label: 'Add a photo', icon: Camera, open: 'photo' },
    { label: 'Write a bio', icon: Pencil, open: 'profile' },
  ],
};

/**
 * The owner's "Your profile is 3/5 complete" card, with a button per missing step; gone once the
 * profile is complete. Skills come from the Skills tab's own query (same cache entry), so adding
 * one anywhere updates the count.
 */
export function ProfileCompletenessHint({
  user,
  onEditProfile,
  onEditPhoto,
}: ProfileCompletenessHintProps) {
  const { data, refetch } = useQuery(SkillsByUserQuery, { variables: { userId: user._id } });
  const [addingSkill, setAddingSkill] = useState(false);
  const skills = data?.getSkillsByUser;
  // Until the skills are known the count would be wrong; say nothing rather than flicker.
  if (!skills) return null;

  const { done, total, missing } = profileCompleteness({ ...user, skillsCount: skills.length });
  if (missing.length === 0) return null;

  const open = { profile: onEditProfile, photo: onEditPhoto, skill: () => setAddingSkill(true) };
  return (
    <Card className="flex flex-col gap-3 border-primary/30 p-5 sm:px-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">
          Your profile is {done}/{total} complete
        </h2>
        <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
          <div
            className="h-full rounded-full bg-primary-fill"
            style={{ width: `${(done / total) * 100}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          Your skills drive recommendations on Discover and help people find you.
        </p>
      </div>
      <ul aria-label="Still to add" className="flex flex-wrap gap-2">
        {missing.flatMap((step) =>
          ACTIONS[step].map(({ label, icon: Icon, open: editor }) => (
            <li key={label}>
              <Button variant="outline" size="sm" onClick={open[editor]}>
                <Icon aria-hidden="true" />
                {label}
              </Button>
            </li>
          )),
        )}
      </ul>
      {addingSkill ? (
        <SkillFormDialog
          userId={user._id}
          item={null}
          onClose={() => setAddingSkill(false)}
          onSaved={refetch}
        />
      ) : null}
    </Card>
  );
}
