import { app } from "./app";
import { dispatchQueue } from "../queues";
import { runCron } from "./cron";

export default {
  fetch: app.fetch,
  queue: (batch, env) => dispatchQueue(batch, env),
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(runCron(env));
  },
} satisfies ExportedHandler<Env, unknown>;
