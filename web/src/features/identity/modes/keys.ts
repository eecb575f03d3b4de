/** Query keys of the switchboard modes a signed-in user can pick (school admins' edits invalidate it). */
export const modeKeys = {
  switchboard: () => ["modes"] as const,
};
