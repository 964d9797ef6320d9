export { answerCase, answerPartialRefund, confirmReturnReceived } from "./case-answers";
export { CASE_DEADLINES_CRON, caseDeadlinesJob, registerCaseDeadlines, runDueCaseDeadlines } from "./case-deadlines";
export { caseDecisionRoutes } from "./case-decision.routes";
export { openCase } from "./case-open";
export { recordReturnEvent } from "./case-return-events";
export { caseReturnShipmentJob, createReturnShipment, registerCaseReturns } from "./case-return-job";
export { caseRoutes } from "./cases.routes";
