/** Counts of one class or one student's library items (books or stories). */
export interface LibraryItemCounts {
  /** Every item filed (books: uploaded; stories: written), whatever its status. */
  uploads: number;
  published: number;
  pending: number;
  /** Recorded openings (POST /books/{id}/read, /stories/{id}/read), at most one per reader per hour. */
  reads: number;
  reactions: number;
}

export interface StudentItemStats extends LibraryItemCounts {
  student_id: string;
  first_name: string;
  last_name: string;
}

export interface ClassItemStats extends LibraryItemCounts {
  class_id: string;
  class_name: string;
  students: StudentItemStats[];
}

/** GET /teacher/book-stats/ and /teacher/blog-stats/: per class (items filed under it) and per student (their own items). */
export interface TeacherItemStatsOut {
  classes: ClassItemStats[];
}
