"""One large transfer through the example catalog's generated Python client (tools/bench/python-transfer/run.sh):
    transfer.py async|sync download BASE [OUT]   a files.download_stream through download_stream_iter(_sync):
                                                 counted chunk by chunk, or written with to_file(OUT)
    transfer.py async|sync upload BASE FILE      files.upload from a path
Prints the bytes moved and the seconds taken."""

import asyncio
import sys
import time
from pathlib import Path

from agent_sandbox_server import ServerClient


async def run_async(kind: str, base: str, extra: str | None) -> int:
    async with ServerClient(base, token="bench") as srv:
        if kind == "upload":
            return (await srv.files.upload("/up", Path(extra or ""))).size
        async with await srv.files.download_stream_iter("/big") as body:
            if extra:
                return await body.to_file(extra)
            total = 0
            async for chunk in body:
                total += len(chunk)
            return total


def run_sync(kind: str, base: str, extra: str | None) -> int:
    with ServerClient(base, token="bench") as srv:
        if kind == "upload":
            return srv.files.upload_sync("/up", Path(extra or "")).size
        with srv.files.download_stream_iter_sync("/big") as body:
            if extra:
                return body.to_file(extra)
            return sum(len(chunk) for chunk in body)


def main() -> None:
    driver, kind, base = sys.argv[1:4]
    extra = sys.argv[4] if len(sys.argv) > 4 else None
    started = time.perf_counter()
    moved = asyncio.run(run_async(kind, base, extra)) if driver == "async" else run_sync(kind, base, extra)
    print(f"{driver} {kind}{' to_file' if extra and kind == 'download' else ''}: {moved} bytes in "
          f"{time.perf_counter() - started:.2f} s")


if __name__ == "__main__":
    main()
