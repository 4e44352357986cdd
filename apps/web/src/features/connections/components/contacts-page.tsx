// Stub: replaced by the people/profiles/connections work in progress.
export function ContactsPage() {
  return <p className="p-6 text-sm text-muted-foreground">Contacts</p>;
}
