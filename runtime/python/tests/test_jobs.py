"""Job waits under the document's job policy: the 202's `retry_after` before the first poll, clamped intervals, a
deadline per client and per call that raises `job_deadline` with the job id and leaves the handle resumable, and
cancellation that stops polling at once in both drivers."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from support import OPS, Sleeps, Unavailable, answer, policy_details, transport

from genclient_runtime import PendingJob


class Jobs:
    """A job server: the 202 with `start_retry_after`, then `running` (with `retry_after`) until `finish_after` polls."""

    def __init__(self, start_retry_after: Any = None, retry_after: Any = None, finish_after: int | None = None) -> None:
        self.start_retry_after, self.retry_after, self.finish_after = start_retry_after, retry_after, finish_after
        self.polls = 0

    def __call__(self, request: httpx.Request) -> httpx.Response:
        if request.url.path == "/jobs":
            handle: dict[str, Any] = {"job_id": "j7", "status": "pending"}
            if self.start_retry_after is not None:
                handle["retry_after"] = self.start_retry_after
            return answer(202, handle)
        self.polls += 1
        if self.finish_after is not None and self.polls >= self.finish_after:
            return answer(200, {"status": "succeeded", "result": {"name": "done", "size": 3}})
        state: dict[str, Any] = {"status": "running"}
        if self.retry_after is not None:
            state["retry_after"] = self.retry_after
        return answer(200, state)


@pytest.mark.parametrize("sync", [False, True])
def test_the_first_poll_honours_the_202s_retry_after_clamped(sync: bool) -> None:
    for start, after, expected in ((0, 0, [0.25, 0.25, 0.25]), (5, 120, [5.0, 30.0, 30.0]),
                                   (None, None, [1.0, 2.0, 4.0])):
        jobs, sleeps = Jobs(start, after, finish_after=3), Sleeps()
        t = transport(jobs, sleeps)
        result = t.job_sync(OPS["jobs.run"], {}, True) if sync else asyncio.run(t.job(OPS["jobs.run"], {}, True))
        assert result == {"name": "done", "size": 3} and sleeps.waits == expected and jobs.polls == 3


@pytest.mark.parametrize("sync", [False, True])
def test_a_job_that_never_ends_fails_at_the_deadline_with_its_id_and_can_resume(sync: bool) -> None:
    jobs, sleeps = Jobs(0, 0), Sleeps()
    t = transport(jobs, sleeps, job_timeout=2.0)
    with pytest.raises(Unavailable) as raised:
        if sync:
            t.job_sync(OPS["jobs.run"], {}, True)
        else:
            asyncio.run(t.job(OPS["jobs.run"], {}, True))
    assert policy_details(raised.value) == {"reason": "job_deadline", "job_id": "j7"}
    assert sum(sleeps.waits) == pytest.approx(2.0) and jobs.polls == 8, "0.25 s apart for 2 s, none after"
    pending = t.job_sync(OPS["jobs.run"], {}, False)
    assert isinstance(pending, PendingJob) and pending.retry_after == 0.0
    jobs.finish_after = jobs.polls + 2
    assert t.wait_sync(pending, 60) == {"name": "done", "size": 3}


def test_a_per_call_deadline_overrides_the_clients() -> None:
    jobs, sleeps = Jobs(1, 1), Sleeps()
    t = transport(jobs, sleeps)
    assert t.job_timeout == 600.0, "the document's deadline_seconds"
    with pytest.raises(Unavailable, match="after 3 s"):
        asyncio.run(t.job(OPS["jobs.run"], {}, True, job_timeout=3.0))
    assert sum(sleeps.waits) == pytest.approx(3.0)
    pending = t.job_sync(OPS["jobs.run"], {}, False)
    polls = jobs.polls
    with pytest.raises(Unavailable) as raised:
        asyncio.run(t.wait(pending, 0.5))
    assert raised.value.details["job_id"] == "j7"
    assert jobs.polls == polls, "the next poll (1 s) would come after the 0.5 s deadline: none is made"


def test_cancelling_the_task_stops_polling_at_once() -> None:
    jobs = Jobs(0, 0)
    entered = asyncio.Event()
    sleeps: list[float] = []

    async def forever(seconds: float) -> None:
        sleeps.append(seconds)
        if len(sleeps) == 2:  # the wait after the first poll never ends by itself
            entered.set()
            await asyncio.Event().wait()

    async def scenario() -> None:
        sleeps = Sleeps()
        t = transport(jobs, sleeps, sleep=forever)
        task = asyncio.ensure_future(t.job(OPS["jobs.run"], {}, True))
        await entered.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0)

    asyncio.run(scenario())
    assert jobs.polls == 1 and len(sleeps) == 2, "cancelled in the wait after the first poll: no poll after it"


def test_an_interrupted_sync_wait_stops_polling_at_once() -> None:
    jobs = Jobs(0, 0)
    waits: list[float] = []

    def interrupted(seconds: float) -> None:
        waits.append(seconds)
        if len(waits) == 2:
            raise KeyboardInterrupt

    t = transport(jobs, Sleeps(), sleep_sync=interrupted)
    with pytest.raises(KeyboardInterrupt):
        t.job_sync(OPS["jobs.run"], {}, True)
    assert jobs.polls == 1 and len(waits) == 2
