// Stub: replaced by the people/profiles/connections work in progress.
export function FindPeoplePage() {
  return <p className="p-6 text-sm text-muted-foreground">Find People</p>;
}
