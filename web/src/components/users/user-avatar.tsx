import { cn } from "@/lib/cn";
import { initialOf } from "@contracts/initials";

type Person = { first_name: string; last_name: string };

export const initials = (p: Person) => `${initialOf(p.first_name)}${initialOf(p.last_name)}`;

/** A person's picture, or their initials; decorative (the name is always next to it). */
export function UserAvatar({ person, className }: { person: Person & { avatar: string | null }; className?: string }) {
  return person.avatar ? (
    <img src={person.avatar} alt="" className={cn("size-8 shrink-0 rounded-full object-cover", className)} />
  ) : (
    <span aria-hidden className={cn("flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-light text-xs font-bold text-primary-dark", className)}>
      {initials(person)}
    </span>
  );
}
