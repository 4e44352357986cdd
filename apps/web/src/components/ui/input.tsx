import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** The look Input and Textarea share: border, hover and focus ring, red while `aria-invalid`. */
export const fieldClasses =
  'flex w-full rounded-xl border border-input bg-card px-3.5 text-[0.9375rem] text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] ' +
  'transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 ' +
  'hover:border-foreground/25 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/15 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const inputClasses = cn(fieldClasses, 'h-11 read-only:bg-muted/60');

/** A text input; `aria-invalid` turns it red. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}

/** A password input with a show/hide toggle (the typed value never leaves the field). */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        aria-label={visible ? 'Hide password' : 'Show password'}
        title={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <Icon className="size-[1.1rem]" aria-hidden="true" />
      </button>
    </div>
  );
}

/** An e-mail input: the e-mail keyboard, no autocapitalise or spellcheck; props override the defaults. */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
