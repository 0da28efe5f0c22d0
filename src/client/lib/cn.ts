import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, leaving out the falsy ones. It does not choose between two classes of one kind (no
 * tailwind-merge, 7 KB of every screen's JavaScript; docs/decisions/0025): a component sets each kind in one
 * place, its variants, and a className passed to it only adds.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
