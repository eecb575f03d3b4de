/*
 * Learning: courses, enrolment and progress (the learning issue builds them here). Today it owns
 * the entitlements a paid course or teacher-training course grants, and tells commerce how to
 * grant and revoke them.
 */
export { entitlementFulfilment } from "./entitlement-fulfilment";
