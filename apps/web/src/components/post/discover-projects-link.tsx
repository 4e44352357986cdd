import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** The way out of an empty personal list (applications, saved posts) to Discover Projects. */
export function DiscoverProjectsLink() {
  return (
    <ButtonLink to="/projects" variant="outline">
      <Compass aria-hidden="true" />
      Discover Projects
    </ButtonLink>
  );
}
