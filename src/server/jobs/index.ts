export type { BackgroundTask, TaskControl } from './background-task';
export {
  createJobRunner,
  JOB_LEASE_MS,
  JOB_POLL_MS,
  type JobKind,
  type JobQueue,
  type JobRunner,
} from './job-runner';
