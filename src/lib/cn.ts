// Joins Tailwind class names, dropping falsy ones; later classes win over conflicting earlier ones (so a
// component's `className` prop can override its defaults, e.g. a wider dialog).
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
