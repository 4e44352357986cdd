import { FolderPlus, Handshake, MessagesSquare, UserSearch, type LucideIcon } from 'lucide-react';

const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FolderPlus,
    title: 'Post projects',
    text: 'Share what you are building, the roles you need and your tech stack. Close recruitment once the squad is complete.',
  },
  {
    icon: UserSearch,
    title: 'Discover people',
    text: 'Search students, alumni and professionals by skill and title, and find the teammate your project is missing.',
  },
  {
    icon: Handshake,
    title: 'Apply & connect',
    text: 'Apply with a short note, follow every application, and grow a network of builders through connections.',
  },
  {
    icon: MessagesSquare,
    title: 'Chat in real time',
    text: 'Message your connections instantly, with unread counts and requests that update the moment they happen.',
  },
];

export function FeatureHighlights() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-6xl px-4 pt-12 pb-20 sm:px-6 lg:pt-14 lg:pb-24"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          How Squadup works
        </p>
        <h2
          id="features-title"
          className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Everything you need to go from idea to team
        </h2>
        <p className="mt-4 text-muted-foreground sm:text-lg">
          One place to pitch your project, meet the right people and start shipping together.
        </p>
      </div>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group relative rounded-2xl border border-border bg-card p-6 shadow-soft transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lifted"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-primary to-accent text-white shadow-soft">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-base font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
