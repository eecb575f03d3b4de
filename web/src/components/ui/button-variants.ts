import { cva, type VariantProps } from "class-variance-authority";

/**
 * The button's classes by variant and size. Apart from ./button.tsx (which merges a caller's
 * classes with tailwind-merge) so the app shell can style its links and buttons without
 * tailwind-merge in the entry JavaScript (issue #15).
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-button text-white hover:brightness-110",
        outline: "border border-line bg-surface text-ink hover:bg-surface-alt",
        ghost: "text-ink hover:bg-surface-alt",
        link: "text-primary underline-offset-4 hover:underline",
        danger: "bg-danger text-white hover:brightness-110",
        secondary: "bg-primary-light text-primary-dark hover:brightness-105",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 px-3",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
