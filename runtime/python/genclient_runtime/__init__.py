"""The runtime of a generated Python client, copied verbatim into the client package as `_runtime`: HTTP, auth,
retries, error mapping, discovery, the dynamic fallback and the sync twins. It reads the catalog only through the
`ClientSpec` the generated code fills. `__all__` lists the names a generated package re-exports as its own."""

from .capabilities import Capabilities, PathScope, ServerCapabilities
from .errors import ApiError, ClientUsageError
from .hooks import HookContext, Hooks
from .jobs import PendingJob
from .opref import OpRef
from .raw import RawResponse
from .sync import SyncStream

__all__ = ["ApiError", "Capabilities", "ClientUsageError", "HookContext", "Hooks", "OpRef", "PathScope", "PendingJob",
           "RawResponse", "ServerCapabilities", "SyncStream"]
