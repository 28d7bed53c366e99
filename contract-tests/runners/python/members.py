"""Lists the members of the generated Python client for the parity-ledger test.

Run by the contract suite (contract-tests, ParityLedgerTest; docs/contract-tests.md) with the
generated package on PYTHONPATH; prints one JSON object:
    {"surface": [...], "namespaces": [...], "members": [...]}
spelled like client_parity.json ("files.list", "agents.claude_code.sessions.create").

The client classes are found in the generated packages (every directory under PYTHONPATH holding ``_client.py``):
``ServerClient`` and any other class whose name contains ``ServerClient`` and ends in ``Client``
(a sync twin such as ``SyncServerClient``). A namespace is an attribute whose value is an instance of a class of the
generated package (any of its modules) with a ``_path``; a member is a callable (a callable namespace is both). Names
starting with ``_`` are skipped; ``_sync``,
``_with_response`` and ``with_response`` twins and a download's streaming form (``_iter``, ``_iter_sync``) fold into
their op; at the root, ``with_response(op, ...)``
(and its ``_sync`` twin) is the raw twin of ``call``.
"""

import importlib
import inspect
import json
import os
import sys
import warnings

FIXED_SURFACE = {"call", "discover", "describe", "ops", "capabilities"}
TWIN_SUFFIXES = ("_with_response", "_iter_sync", "_iter", "_sync", "with_response")
ROOT_RAW_TWINS = {"with_response"}


def generated_modules():
    for root in os.environ.get("PYTHONPATH", "").split(os.pathsep):
        if not root:
            continue
        for directory, _, files in sorted(os.walk(root)):
            if "_client.py" in files and "__init__.py" in files:
                relative = os.path.relpath(directory, root)
                yield importlib.import_module(relative.replace(os.sep, "."))


def inside(cls, package):
    """True for a class defined in the generated package (its namespaces live in its submodules)."""
    return cls.__module__ == package.__name__ or cls.__module__.startswith(package.__name__ + ".")


def construct(cls):
    accepted = inspect.signature(cls).parameters
    wanted = {"base_url": "http://127.0.0.1:9", "token": "members"}
    return cls(**{name: value for name, value in wanted.items() if name in accepted})


def fold(name, siblings):
    for suffix in TWIN_SUFFIXES:
        if name.endswith(suffix) and name[: -len(suffix)] in siblings:
            return name[: -len(suffix)]
    return name


def fold_root(name, siblings):
    """A root member with its twins folded: `call_sync`, and `with_response(op, ...)`, the raw twin of `call`."""
    folded = fold(name, siblings)
    if folded in ROOT_RAW_TWINS:
        return "call"
    return folded


def public_names(value):
    return sorted(name for name in dir(value) if not name.startswith("_"))


def walk(value, path, module, out, ancestors):
    # ancestors guards against cycles only: a namespace alias (pty -> terminal) may return the
    # same namespace object under a second path, and both paths count.
    seen = ancestors | {id(value)}
    out["namespaces"].add(path)
    functions = set()
    for name in public_names(value):
        child = getattr(value, name)
        namespace = inside(type(child), module) and hasattr(type(child), "_path")
        if callable(child) and not inspect.isclass(child):
            functions.add(name)
        if namespace and id(child) not in seen:
            # A callable namespace (an op alias with its name, `system.env()`) is a member and a namespace.
            walk(child, path + "." + name, module, out, seen)
    for name in functions:
        out["members"].add(path + "." + fold(name, functions))


def main():
    # Listing walks deprecated namespace aliases (pty) on purpose: their warnings are expected.
    warnings.simplefilter("ignore", DeprecationWarning)
    out = {"surface": set(), "namespaces": set(), "members": set()}
    modules = list(generated_modules())
    if not modules:
        sys.exit("members.py: no generated package (a directory with _client.py) under PYTHONPATH")
    for module in modules:
        for name, cls in sorted(vars(module).items()):
            is_client = name.endswith("Client") and "ServerClient" in name
            if not (inspect.isclass(cls) and inside(cls, module) and is_client):
                continue
            client = construct(cls)
            seen = {id(client)}
            for attribute in public_names(client):
                child = getattr(client, attribute)
                if attribute not in FIXED_SURFACE and inside(type(child), module) and hasattr(type(child), "_path"):
                    if callable(child):
                        out["members"].add(attribute)
                    if id(child) not in seen:
                        walk(child, attribute, module, out, seen)
                elif attribute in FIXED_SURFACE or (callable(child) and not inspect.isclass(child)):
                    out["surface"].add(fold_root(attribute, set(public_names(client))))
                elif inside(type(child), module) and id(child) not in seen:
                    walk(child, attribute, module, out, seen)
    print(json.dumps({key: sorted(values) for key, values in out.items()}))


if __name__ == "__main__":
    main()
