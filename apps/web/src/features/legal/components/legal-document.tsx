import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Scale } from 'lucide-react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date, e.g. 2026-11-22. */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  related: { to: string; label: string };
}

const DATE_LOCALE = 'en-US';

// Readable long-form text without a typography plugin: spacing and emphasis for the elements the documents use.
const prose =
  'text-[0.9375rem] leading-7 text-foreground/85 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 ' +
  '[&_ul]:pl-5 [&_li]:pl-1 [&_li::marker]:text-primary [&_strong]:font-semibold [&_strong]:text-foreground ' +
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-foreground';

/** Shared layout of the privacy policy and the terms: title, date, contents and numbered sections. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
  related,
}: LegalDocumentProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Squadup`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const date = new Date(`${lastUpdated}T00:00:00`).toLocaleDateString(DATE_LOCALE, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary-soft-foreground">
          <Scale className="size-3.5" aria-hidden="true" />
          Legal
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated <time dateTime={lastUpdated}>{date}</time>
        </p>
        <div className="mt-6 text-lg leading-8 text-muted-foreground">{intro}</div>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[15rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            On this page
          </p>
          <ol className="mt-3 space-y-1 border-l border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground hover:border-primary hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-muted-foreground">
            See also{' '}
            <Link to={related.to} className="font-medium text-primary underline underline-offset-2">
              {related.label}
            </Link>
          </p>
        </nav>

        <article className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-border py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                <span className="mr-2 text-primary tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={prose}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
