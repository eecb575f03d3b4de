import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyCourseOut } from "@contracts/learning";
import { api } from "@/lib/api-client";
import { learningKeys } from "./keys";

/** GET /learning/my-courses: courses given to the learner's class first, then their enrolments. */
export const getMyCourses = async (signal?: AbortSignal) => (await api.get<{ results: MyCourseOut[] }>("/learning/my-courses", undefined, signal)).results;

export const myCoursesQuery = () => queryOptions({ queryKey: learningKeys.myCourses(), queryFn: ({ signal }) => getMyCourses(signal) });

export const useMyCourses = () => useQuery(myCoursesQuery());
