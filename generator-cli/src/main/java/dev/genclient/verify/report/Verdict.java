package dev.genclient.verify.report;

/** How one check or one op × client cell came out, spelled as the reports show it. */
public enum Verdict {
  PASS("pass"),
  FAIL("FAIL"),
  /** The check or cell does not apply; the finding's message says why. */
  NOT_APPLICABLE("n/a"),
  /** Reported, never failing (an op the server serves beyond the catalog). */
  INFO("info");

  private final String label;

  Verdict(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
