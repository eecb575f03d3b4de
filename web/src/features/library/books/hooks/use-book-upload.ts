import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { BookOut } from "@contracts/books";
import { createBook, uploadBookFile } from "../api/upload-book";
import { libraryKeys } from "../api/keys";
import { bookMimeOf, coverMimeOf, toCreateInput, type UploadBookOutput } from "../components/upload-book-schema";

export type UploadStep = "create" | "file" | "cover";

export interface UploadState {
  phase: "idle" | "working" | "failed" | "done";
  step: UploadStep;
  /** The draft, once created: a retry continues with it instead of creating another. */
  book: BookOut | null;
  fileProgress: number;
  coverProgress: number;
  error: unknown;
}

const initial: UploadState = { phase: "idle", step: "create", book: null, fileProgress: 0, coverProgress: 0, error: null };

/**
 * create → upload the file → (upload the cover) → done. Each finished step is kept, so a failed
 * upload is retried from where it stopped (the same draft book, a fresh upload link).
 */
export function useBookUpload() {
  const [state, setState] = useState<UploadState>(initial);
  const done = useRef({ file: false, cover: false });
  const client = useQueryClient();

  const run = useCallback(
    async (values: UploadBookOutput): Promise<{ step: UploadStep; error: unknown } | null> => {
      let book = state.book;
      let step: UploadStep = "create";
      setState((s) => ({ ...s, phase: "working", error: null }));
      try {
        if (!book) {
          book = await createBook(toCreateInput(values));
          setState((s) => ({ ...s, book }));
        }
        const file = values.file!;
        if (!done.current.file) {
          step = "file";
          setState((s) => ({ ...s, step, fileProgress: 0 }));
          book = await uploadBookFile(book.id, "file", file, bookMimeOf(file)!, (p) => setState((s) => ({ ...s, fileProgress: p })));
          done.current.file = true;
        }
        if (values.cover && !done.current.cover) {
          step = "cover";
          setState((s) => ({ ...s, step, coverProgress: 0 }));
          book = await uploadBookFile(book.id, "cover", values.cover, coverMimeOf(values.cover)!, (p) => setState((s) => ({ ...s, coverProgress: p })));
          done.current.cover = true;
        }
        setState((s) => ({ ...s, phase: "done", book }));
        void client.invalidateQueries({ queryKey: libraryKeys.all });
        return null;
      } catch (error) {
        setState((s) => ({ ...s, phase: "failed", step, error, book }));
        // The draft exists (and a refused file changed its status): the dashboards' lists should show it as it is.
        if (book) void client.invalidateQueries({ queryKey: libraryKeys.books() });
        return { step, error };
      }
    },
    [state.book, client],
  );

  const reset = useCallback(() => {
    done.current = { file: false, cover: false };
    setState(initial);
  }, []);

  return { state, run, reset };
}
