package dev.genclient.cli;

import dev.genclient.naming.JavaNames;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.python.PythonTarget;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The per-target options shared by generation and {@code sync}: Java package, Python module, npm package, result style. */
final class TargetOptionsMixin {
  @Option(names = "--package", paramLabel = "NAME", description = "Java package of the generated client.")
  String javaPackage;

  @Option(names = "--module", paramLabel = "NAME", description = "Python module of the generated client (a.b._generated).")
  String pythonModule;

  @Option(names = "--ts-package", paramLabel = "NAME", description = "Also write package.json and tsconfig.json for this npm package name.")
  String tsPackage;

  @Option(names = "--result-style", paramLabel = "STYLE", description = "Python results: typeddict or pydantic (default).")
  String resultStyle;

  /** The options for the targets; a result style other than typeddict or pydantic, or a bad Python module name, is a usage error. */
  TargetOptions toTargetOptions(CommandLine commandLine) {
    if (resultStyle != null && !resultStyle.equals("typeddict") && !resultStyle.equals("pydantic")) {
      throw new CommandLine.ParameterException(commandLine, "--result-style must be typeddict or pydantic, not '" + resultStyle + "'");
    }
    for (String problem : new String[] {PythonTarget.moduleProblem(pythonModule), JavaNames.packageProblem(javaPackage)}) {
      if (problem != null) {
        throw new CommandLine.ParameterException(commandLine, problem);
      }
    }
    return new TargetOptions(javaPackage, pythonModule, tsPackage, resultStyle);
  }
}
