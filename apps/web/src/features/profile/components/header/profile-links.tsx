import { linkIcon } from '../../lib/link-kind';

interface ProfileLinksProps {
  links: readonly { name: string; url: string }[];
}

/** External links with an icon chosen by host; a link whose URL is not valid shows as text only. */
export function ProfileLinks({ links }: ProfileLinksProps) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Links" className="flex flex-wrap gap-2">
      {links.map((link, index) => {
        const Icon = linkIcon(link.url);
        return (
          <li key={`${link.url}-${index}`}>
            {Icon ? (
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-lg border border-border bg-muted/50 px-2.5 py-1 text-xs font-semibold text-foreground/85 transition-colors hover:border-primary/40 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {link.name}
              </a>
            ) : (
              <span className="inline-flex items-center rounded-lg border border-border px-2.5 py-1 text-xs font-medium text-muted-foreground">
                {link.name}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
