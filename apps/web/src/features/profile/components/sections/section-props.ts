/** What every section receives from the profile screen. */
export interface SectionProps {
  /** Whose profile: always explicit, so every list is fetched and refetched by userId. */
  userId: string;
  isOwner: boolean;
}
