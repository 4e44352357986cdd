import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

const textareaClasses = cn(fieldClasses, 'min-h-28 resize-y py-2.5');

/** A multi-line text input styled like <Input>; `aria-invalid` turns it red. */
export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(textareaClasses, className)} {...props} />;
}
