import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

const textareaClasses =
  'flex min-h-28 w-full rounded-xl border border-input bg-card px-3.5 py-2.5 text-[0.9375rem] text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] ' +
  'transition-[border-color,box-shadow] placeholder:text-muted-foreground/70 resize-y ' +
  'hover:border-foreground/25 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none ' +
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/15 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** A multi-line text input styled like <Input>; `aria-invalid` turns it red. */
export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(textareaClasses, className)} {...props} />;
}
