package dev.genclient.catalog;

/** How bad a diagnostic is: errors stop the run, warnings are reported and allowed. */
public enum Severity {
  ERROR, WARNING
}
