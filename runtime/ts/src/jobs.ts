// A job's wait: the polls of its status op until the job succeeds or fails, paced by the runtime catalog's
// `jobs` policy and the server's `retry_after`, ended by a deadline. The tree client's pending handles
// (discovery.ts' JobPending) and the modular entry's job functions (`jobOp`) wait through it.

import type { BaseCore } from "./base.js";
import type { CatalogJobPolicy, CompactOp } from "./document.js";
import type { WaitOptions } from "./options.js";
import { PollDelays } from "./policy.js";
import { callOp, checkResult, jsonBody, malformedResult, sendOp } from "./unary.js";
import type { OpFacts, Types } from "./unary.js";
import { isObject, own } from "./values.js";
import type { Checks } from "./values.js";

/** The reason a job's wait aborts its poll with when the deadline fires. */
const DEADLINE = Symbol("job deadline");

/** One call of a job's status op (`args` holds the job's id). */
export type JobPoll = (args: { readonly [key: string]: unknown }, options: WaitOptions) => Promise<unknown>;

/**
 * Polls job `jobId` of `op` through `callStatus` until it succeeds (its result, checked against the op's result
 * schema and the named `types` it reaches, with `checks`) or fails (the mapped error). The wait between polls follows the
 * `jobs` policy and the server's `retry_after` (the first: `retryAfter`); the whole wait ends at
 * `options.jobTimeoutMs` (else `deadlineMs`) with the transport error `job_deadline` (`details.job_id`). An
 * aborted `signal` ends the wait at once with the signal's reason: no further poll is sent.
 */
export async function waitJob(core: BaseCore, op: Pick<CompactOp, "id" | "result" | "job">, types: Types, checks: Checks | null,
  jobs: CatalogJobPolicy, deadlineMs: number, callStatus: JobPoll, jobId: string, retryAfter: number | null, options?: WaitOptions):
  Promise<unknown> {
  deadlineMs = options?.jobTimeoutMs ?? deadlineMs;
  const end = core.clock.now() + deadlineMs;
  const caller = options?.signal;
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(caller!.reason);
  const timer = core.clock.schedule(() => stop.abort(DEADLINE), Math.max(0, deadlineMs));
  caller?.addEventListener("abort", onAbort);
  if (caller?.aborted) {
    onAbort();
  }
  const delays = new PollDelays(jobs);
  let delay = delays.next(retryAfter);
  try {
    for (let poll = 1; ; poll++) {
      const left = end - core.clock.now();
      if (delay >= left) {
        // The deadline comes before the next poll would: no poll that could only arrive late.
        await core.sleep(Math.max(0, left), stop.signal);
        throw DEADLINE;
      }
      core.logger?.info("job poll", { op: op.id, job_id: jobId, poll, wait_ms: Math.round(delay) });
      await core.sleep(delay, stop.signal);
      const status = await callStatus({ [op.job!.id_param]: jobId }, { ...options, signal: stop.signal });
      const body = isObject(status) ? status : {};
      const state = own(body, "status");
      if (state === "succeeded") {
        const result = own(body, "result") ?? null;
        checkResult(core, op, result, types, null, checks);
        return result;
      }
      if (state === "failed") {
        const error = own(body, "error");
        const e = isObject(error) ? error : {};
        const code = typeof own(e, "code") === "string" ? (own(e, "code") as string) : null;
        throw core.errors.fromWire(code, null, typeof own(e, "message") === "string" ? (own(e, "message") as string) : "job failed",
          op.id, typeof own(e, "request_id") === "string" ? (own(e, "request_id") as string) : null, own(e, "details") ?? null);
      }
      const after = own(body, "retry_after");
      delay = delays.next(typeof after === "number" ? after : null);
    }
  } catch (cause) {
    if (caller?.aborted) {
      throw caller.reason;
    }
    if (cause === DEADLINE || stop.signal.reason === DEADLINE) {
      throw core.errors.transport("job_deadline", "job " + jobId + " of " + op.id + " did not finish within " + deadlineMs
        + " ms; its pending handle can wait again", op.id, null, null, { job_id: jobId });
    }
    throw cause;
  } finally {
    core.clock.cancel(timer);
    caller?.removeEventListener("abort", onAbort);
  }
}

/** A job op's facts as the modular entry embeds them: the op's, its status op's and the catalog's `jobs` policy. */
export interface JobFacts extends OpFacts {
  readonly status: OpFacts;
  readonly jobs: CatalogJobPolicy;
}

/**
 * Calls one job op from its facts (the modular entry's job functions) and waits for its result: an answer
 * other than 202 is the result (checked); a 202 answer is the pending job, whose status op is polled with
 * `waitJob` (the deadline: `options.jobTimeoutMs`, else the policy's `deadline_seconds`).
 */
export async function jobOp(core: BaseCore, facts: JobFacts, params: unknown, options?: WaitOptions): Promise<unknown> {
  const op = facts.op;
  const sent = await sendOp(core, op, params, options, undefined, true);
  const body = await jsonBody(core, sent, op.id);
  if (sent.response.status !== 202) {
    checkResult(core, op, body, facts.types, sent.requestId, facts.checks ?? null);
    return body;
  }
  if (!isObject(body)) {
    throw malformedResult(core, op.id, "the 202 answer of job " + op.id + " is not an object", sent.requestId);
  }
  const after = own(body, "retry_after");
  const jobs = facts.jobs;
  // The status op's answers are checked as the job's are.
  const status = { ...facts.status, checks: facts.checks };
  return await waitJob(core, op, facts.types, facts.checks ?? null, jobs, jobs.deadline_seconds * 1000, (args, pollOptions) => callOp(core,
    status, args, pollOptions), String(own(body, "job_id") ?? ""), typeof after === "number" ? after : null, options);
}
