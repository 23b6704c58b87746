/**
 * The coach module's one door: the coach that speaks — weekly and monthly summaries (facts, stored per period, worded
 * when read, or narrated once by the operator's language model for riders who opted in), their e-mails, jobs and
 * routes; and the language-model port (model/) a chat can reuse. What it reads of rides, FTP, the plan and the profile comes in as ports.
 */

export { createChatModule } from './chat-module.ts';
export type { LanguageModel, ModelFailure, ModelResult } from './model/language-model.ts';
export { createOpenAiCompatibleModel } from './model/openai-compatible-model.ts';
export { createSummaryInputs, type SummaryPorts } from './summary-inputs.ts';
export { summaryBuildJob, summarySweepJob } from './summary-jobs.ts';
export { createSummaryModule } from './summary-module.ts';
export { createSummaryRepository, type SummaryRepository } from './summary-repository.ts';
export { createSummaryService, type SummaryProfile, type SummaryService } from './summary-service.ts';
