/*
 * Giving: charities, projects, physical libraries and the gifts pledged to them, with their
 * reports and impact figures (charities, projects, libraries, donations). Paying for a gift is
 * commerce's; what a paid or refunded gift does here is donationFulfilment.
 */

// Routes (mounted by worker/app.ts)
export { charityRoutes } from "./charities.routes";
export { donationReportRoutes } from "./donation-reports.routes";
export { donationRoutes } from "./donations.routes";
export { givingStatsRoutes } from "./giving-stats.routes";
export { impactRoutes } from "./impacts.routes";
export { libraryRoutes } from "./libraries.routes";
export { projectRoutes } from "./projects.routes";

// For combined search
export { searchCharities } from "./charities.service";
export { searchProjects } from "./projects.service";

// For commerce: pricing a gift line, receipts, and the statements it runs on pledges and payments
export { donationTargets, presentDonations } from "./donation-presenter";
export { donationForReceipt } from "./donations.service";
export { claimPledges, deleteAbandonedPledges, holdPledgesForOrder } from "./pledges";
export { foldPendingCharityKeys } from "./charities.service";
export { donationFulfilment } from "./donation-fulfilment";
export { causeGoalCountSelects, publicCauseEntries } from "./public-entries";

// For the /sdgs page
export { listCharities } from "./charities.service";
export { listProjects } from "./projects.service";

// For operations: this domain's part of permanently erasing a user
export { givingErasure } from "./erase-user";
// A parent's dashboard (operations) shows the money a child raised
export { moneyRaised } from "./donation-reports.service";
