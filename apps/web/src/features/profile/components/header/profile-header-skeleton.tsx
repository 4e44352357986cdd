import { Card } from '@/components/ui/card';

const bar = 'animate-pulse rounded-lg bg-muted';

/** The header card's shape while the profile loads. */
export function ProfileHeaderSkeleton() {
  return (
    <Card className="overflow-hidden" role="status" aria-label="Loading profile...">
      <div aria-hidden="true" className="h-24 bg-muted/70 sm:h-28" />
      <div aria-hidden="true" className="flex flex-col gap-4 px-5 pb-6 sm:px-8">
        <div className="-mt-12 size-24 animate-pulse rounded-full bg-muted ring-4 ring-card" />
        <div className={`${bar} h-7 w-48`} />
        <div className={`${bar} h-4 w-32`} />
        <div className="flex gap-4">
          <div className={`${bar} h-4 w-20`} />
          <div className={`${bar} h-4 w-24`} />
          <div className={`${bar} h-4 w-28`} />
        </div>
        <div className={`${bar} h-4 w-full max-w-md`} />
      </div>
    </Card>
  );
}
