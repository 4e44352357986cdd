/** A setting's native select (Settings, notification levels): the phone's own picker at 390 px. */
export const settingSelectClasses =
  'h-11 w-full rounded-xl border border-input bg-card px-3 text-[0.9375rem] text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] ' +
  'hover:border-foreground/25 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 sm:w-64';
