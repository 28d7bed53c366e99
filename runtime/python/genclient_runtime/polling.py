"""Jobs as plans: start an op that answers 202 with a job handle, then poll its status op under the job policy (the
server's `retry_after` clamped, the first poll included, else a doubling interval) until the job ends or the wait's
deadline passes. A cancelled task or an interrupted `_sync` call stops at once: the plan polls only when resumed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .jobs import PendingJob
from .policy import PollSchedule
from .spec import Op
from .sync import Plan, Sleep

if TYPE_CHECKING:
    from .transport import Transport

POLL_OPTIONS = ("timeout", "extra_headers", "max_retries")
"""The per-call options a job's polls take from the call that started it (never its binding: the status op has its own)."""


def _number(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value == value:
        return float(min(value, 1e9))
    return None


def plan_job(t: Transport, op: Op, args: Mapping[str, Any], wait: bool, job_timeout: float | None = None,
             **options: Any) -> Plan[Any]:
    """Starts a job op: its result when the server answers at once, else the pending handle (`wait=False`) or the
    result once polled to its end (within `job_timeout` seconds, default the client's)."""
    response = yield from t.plan_send(op, args, **options)
    data = t.json(response, op.id)
    if response.status_code != 202 and not (isinstance(data, dict) and "job_id" in data):
        t.check_result(op.id, data, response.headers.get("X-Request-Id"))
        return data
    handle = data if isinstance(data, dict) else {}
    pending = (op.pending or PendingJob)(
        str(handle.get("job_id", "")), _number(handle.get("retry_after")),
        status=str(handle.get("status", "pending")), op=op.id, status_op=op.status_op or "",
        id_param=op.id_param)
    if not wait:
        return pending
    return (yield from plan_wait(t, pending, job_timeout, **{k: v for k, v in options.items() if k in POLL_OPTIONS}))


def plan_wait(t: Transport, pending: PendingJob[Any], deadline_seconds: float | None = None,
              **options: Any) -> Plan[Any]:
    """Polls until the job succeeds (its result) or fails (the mapped error); past the deadline (default the
    client's job timeout) the transport error `job_deadline`, carrying the job id, with `pending` left to resume."""
    status_op = yield from t.plan_resolve(pending.status_op)
    limit = t.job_timeout if deadline_seconds is None else deadline_seconds
    deadline = t.clock() + limit
    schedule = PollSchedule(t.policy.jobs)
    poll = 0
    while True:
        wait = schedule.next(pending.retry_after)
        remaining = deadline - t.clock()
        if wait > remaining:
            # The next poll would come after the deadline: wait out the deadline, then stop without polling.
            if remaining > 0:
                yield Sleep(remaining)
            raise t.errors.transport_failure(
                "job_deadline", f"job {pending.job_id} is still {pending.status} after {limit:g} s; wait on its "
                "pending handle to resume", pending.op or None, None, job_id=pending.job_id)
        poll += 1
        t.log.poll(pending.op, pending.job_id, poll, pending.status, wait)
        yield Sleep(wait)
        state = yield from t.plan_call(status_op, {pending.id_param: pending.job_id}, **options)
        status = state.get("status") if isinstance(state, dict) else None
        pending.status = str(status)
        if status == "succeeded":
            result = state.get("result")
            t.check_result(pending.op, result, None)
            return result
        if status == "failed":
            raise t.errors.from_body(state.get("error"), None, pending.op, None)
        pending.retry_after = _number(state.get("retry_after")) if isinstance(state, dict) else None
