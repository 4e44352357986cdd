// Stub: replaced by the people/profiles/connections work in progress.
export function ProfilePage() {
  return <p className="p-6 text-sm text-muted-foreground">Profile</p>;
}
