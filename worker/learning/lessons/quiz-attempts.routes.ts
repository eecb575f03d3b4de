import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { quizAttemptSchema, quizMarkSchema } from "../../contracts/learning";
import { quizMarkingQuery } from "../../contracts/quiz-marking";
import { serviceContext } from "../../lib/context";
import { pageOf } from "../../lib/pagination";
import { requireSignedIn } from "../../middleware/require-role";
import { jsonBody, queryParams } from "../../lib/validate";
import { submitQuiz } from "./lessons.service";
import { markQuizAttempt, quizMarkingList } from "./quiz-marking.service";

/**
 * /api/quiz-attempts/: POST {lesson, answers} → the score, the right answers and explanations;
 * teachers list the attempts whose written answers wait for them (GET ?status=&course=&class=)
 * and mark them (PATCH /{id}/marks {marks: {questionId: boolean}}).
 */
export const quizAttemptRoutes = new Hono<AppEnv>()
  .post("/", requireSignedIn, jsonBody(quizAttemptSchema), async (c) => c.json(await submitQuiz(serviceContext(c), c.req.valid("json")), 201))
  .get("/", requireSignedIn, queryParams(quizMarkingQuery), async (c) => {
    const q = c.req.valid("query");
    const { total, results } = await quizMarkingList(serviceContext(c), q);
    return c.json(pageOf(c.req.url, q, total, results));
  })
  .patch("/:id/marks", requireSignedIn, jsonBody(quizMarkSchema), async (c) => c.json(await markQuizAttempt(serviceContext(c), c.req.param("id"), c.req.valid("json").marks)));
