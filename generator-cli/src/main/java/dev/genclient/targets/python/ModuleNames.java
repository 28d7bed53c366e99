package dev.genclient.targets.python;

import dev.genclient.naming.PythonNames;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Names the Python target defines at module level (models, errors, pending classes, top-level
 * entries of the ops module): keywords and builtins get the trailing {@code _}, since a module-level
 * name would shadow a builtin for the whole module, and so do the runtime's own public names.
 */
final class ModuleNames {
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  static final Set<String> BUILTINS = Set.of(
      "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes", "callable",
      "chr", "classmethod", "compile", "complex", "copyright", "credits", "delattr", "dict", "dir", "divmod",
      "enumerate", "eval", "exec", "exit", "filter", "float", "format", "frozenset", "getattr", "globals", "hasattr",
      "hash", "help", "hex", "id", "input", "int", "isinstance", "issubclass", "iter", "len", "license", "list",
      "locals", "map", "max", "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property",
      "quit", "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum",
      "super", "tuple", "type", "vars", "zip", "builtins", "annotations", "Ellipsis", "NotImplemented",
      "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BlockingIOError", "BrokenPipeError",
      "BufferError", "ChildProcessError", "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError",
      "ConnectionResetError", "EOFError", "EnvironmentError", "Exception", "FileExistsError", "FileNotFoundError",
      "FloatingPointError", "GeneratorExit", "IOError", "ImportError", "IndentationError", "IndexError",
      "InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
      "ModuleNotFoundError", "NameError", "NotADirectoryError", "NotImplementedError", "OSError", "OverflowError",
      "PermissionError", "ProcessLookupError", "RecursionError", "ReferenceError", "RuntimeError", "StopIteration",
      "StopAsyncIteration", "SyntaxError", "SystemError", "SystemExit", "TabError", "TimeoutError", "TypeError",
      "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError", "ValueError",
      "ZeroDivisionError", "Warning", "DeprecationWarning", "UserWarning", "RuntimeWarning");

  /** The runtime's public names ({@code _runtime.__all__}), which the package re-exports as its own. */
  static final List<String> RUNTIME_EXPORTS = List.of("ApiError", "Capabilities", "ClientUsageError", "HookContext",
      "Hooks", "OpRef", "PathScope", "PendingJob", "RawResponse", "ServerCapabilities", "SyncStream");

  /** Public names of the generated runtime and package that catalog-derived module-level names must not take. */
  static final Set<String> RUNTIME = runtimeNames();

  private static Set<String> runtimeNames() {
    Set<String> names = new java.util.HashSet<>(RUNTIME_EXPORTS);
    names.addAll(List.of("ServerClient", "ops", "CATALOG_NAME", "CATALOG_VERSION", "SDK_VERSION"));
    return Set.copyOf(names);
  }

  private ModuleNames() {}

  /** A module-level name: keywords, builtins and runtime names escaped with trailing underscores. */
  static String of(String name) {
    String out = PythonNames.member(name);
    while (BUILTINS.contains(out) || RUNTIME.contains(out)) {
      out = PythonNames.member(out + "_");
    }
    return out;
  }

  /** True for a name that can be written bare as a class-body key (a TypedDict field) without shadowing anything the module uses. */
  static boolean plainField(String wire) {
    return IDENTIFIER.matcher(wire).matches() && !wire.startsWith("_") && PythonNames.member(wire).equals(wire)
        && !BUILTINS.contains(wire);
  }
}
