import type { ClassStudentEntry } from "@contracts/classes";
import { cn } from "@/lib/cn";
import { initialOf } from "@contracts/initials";

export function StudentAvatar({ student, className }: { student: ClassStudentEntry; className?: string }) {
  if (student.avatar) return <img src={student.avatar} alt="" className={cn("size-16 rounded-full object-cover", className)} />;
  return (
    <span aria-hidden className={cn("flex size-16 items-center justify-center rounded-full bg-primary-light text-xl font-bold text-primary-dark", className)}>
      {initialOf(student.first_name)}
      {student.last_initial}
    </span>
  );
}

/** One profile tile of the class list: a button named by the student's first name and last initial. */
export function StudentTile({ student, onPick }: { student: ClassStudentEntry; onPick: (student: ClassStudentEntry) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(student)}
      className="flex h-full w-full flex-col items-center gap-2 rounded-xl border-2 border-line-muted bg-surface p-2 text-center transition-colors hover:border-primary hover:bg-surface-alt sm:p-3"
    >
      <StudentAvatar student={student} className="size-12 text-base sm:size-16 sm:text-xl" />
      {/* <bdi>: a Latin name on an Arabic page keeps its full stop after the initial ("A.", not ".A"), and an Arabic name on an English page reads right to left. */}
      <span className="grid min-w-0 max-w-full [overflow-wrap:anywhere]">
        <bdi className="font-semibold text-ink">{student.first_name}</bdi>{" "}
        <bdi className="text-sm text-ink-muted">{student.last_initial ? `${student.last_initial}.` : ""}</bdi>
      </span>
    </button>
  );
}
