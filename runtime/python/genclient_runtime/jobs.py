"""The handle of a job the server accepted and is still running."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class PendingJob(Generic[T]):
    """A job the server accepted (HTTP 202) and is still running; resume it with the job op's `wait`
    (`await srv.agents.codex.install.wait(pending)`), which returns the op's typed result. A wait that reached its
    deadline raises the transport error `job_deadline` and leaves the handle usable: `wait` it again to resume.
    `retry_after` is the server's last suggested poll interval in seconds (None: it suggested none)."""

    def __init__(
        self,
        job_id: str,
        retry_after: float | None,
        *,
        status: str = "pending",
        op: str = "",
        status_op: str = "",
        id_param: str = "job_id",
    ) -> None:
        self.job_id = job_id
        self.retry_after = retry_after
        self.status = status
        self.op = op
        self.status_op = status_op
        self.id_param = id_param

    def __repr__(self) -> str:
        return f"{type(self).__name__}(job_id={self.job_id!r}, retry_after={self.retry_after!r}, status={self.status!r})"
