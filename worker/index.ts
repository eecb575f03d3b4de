import { app } from "./app";
import { dispatchQueue } from "../queues";
import { sweepOutbox } from "../queues/email";
import { createDb } from "./lib/db";
import { deleteExpiredCounters } from "./lib/rate-limit";
import { sweepPaymentEvents } from "./commerce";

export default {
  fetch: app.fetch,
  queue: (batch, env) => dispatchQueue(batch, env),
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(Promise.all([sweepOutbox(env), deleteExpiredCounters(createDb(env.DB)), sweepPaymentEvents(createDb(env.DB), env.PAYMENTS_QUEUE)]));
  },
} satisfies ExportedHandler<Env, unknown>;
