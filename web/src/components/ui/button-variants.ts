/**
 * The button's classes by variant and size. Apart from ./button.tsx (which merges a caller's
 * classes with tailwind-merge) so the app shell can style its links and buttons without
 * tailwind-merge in the entry JavaScript (issue #15). Written out rather than with
 * class-variance-authority: the shell needs only this one lookup, and cva was 1 kB of its entry.
 */
const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-button text-white hover:brightness-110",
  outline: "border border-line bg-surface text-ink hover:bg-surface-alt",
  ghost: "text-ink hover:bg-surface-alt",
  link: "text-primary underline-offset-4 hover:underline",
  danger: "bg-danger text-white hover:brightness-110",
  secondary: "bg-primary-light text-primary-dark hover:brightness-105",
} as const;

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-8 px-3",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export interface ButtonVariantProps {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

export const buttonVariants = ({ variant, size }: ButtonVariantProps = {}): string => `${BASE} ${VARIANTS[variant ?? "default"]} ${SIZES[size ?? "default"]}`;
